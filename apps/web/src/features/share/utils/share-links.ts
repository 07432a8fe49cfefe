// The share targets of spec §1, built in one pure function so every URL is tested.

export type ShareLinks = {
  email: string;
  sms: string;
  whatsapp: string;
  twitter: string;
  facebook: string;
  linkedin: string;
};

const encode = encodeURIComponent;

/**
 * Links that share `url` with `message`. Targets that take a single text get the message and
 * the link together; Twitter takes them apart; Facebook and LinkedIn read the page itself.
 */
export function shareLinks(url: string, message: string, subject?: string): ShareLinks {
  const text = `${message} ${url}`;
  const emailSubject = subject ? `subject=${encode(subject)}&` : '';
  return {
    email: `mailto:?${emailSubject}body=${encode(text)}`,
    sms: `sms:?&body=${encode(text)}`,
    whatsapp: `https://wa.me/?text=${encode(text)}`,
    twitter: `https://twitter.com/intent/tweet?text=${encode(message)}&url=${encode(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`,
  };
}

/** The copyable share message: the text, then the link. */
export const shareText = (url: string, message: string) => `${message} ${url}`;
