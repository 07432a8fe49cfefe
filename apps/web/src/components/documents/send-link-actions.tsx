import { Link2Off, Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPlatform, smsHref } from '../contact/contact-links.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { ShareLinkExpiry } from './share-link-expiry.tsx';

// The ways an invoice, a receipt or a quote goes to the customer (issues 15 and 26): text,
// WhatsApp and e-mail carrying the message with the share link, the link itself with its end and
// Turn off link, and the PDF as a download. One set of controls and words for all three.

const whatsappHref = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

const mailHref = (email: string, subject: string, body: string) =>
  `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** Saves a made file (the PDF) through a link the browser downloads. */
export const downloadFile = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * The phone's share sheet with the PDF (and the message); without file sharing, the link; without
 * a share sheet at all, the PDF downloaded. The owner closing the sheet throws AbortError.
 */
export const shareFile = async (file: File, title: string, message: string, url?: string) => {
  const data: ShareData = { title, text: message, files: [file] };
  if (navigator.canShare?.(data)) await navigator.share(data);
  else if (navigator.share && url) await navigator.share({ title, text: message, url });
  else downloadFile(file, file.name);
};

/**
 * Makes the PDF and hands it to an action (download, share sheet): busy while it is made, and
 * failed when making or sending it failed — the owner closing the share sheet is not a failure.
 * `run` answers whether the action went through.
 */
export function usePdfAction(makeFile: () => Promise<File>) {
  const [failed, setFailed] = useState(false);
  const [isMaking, setIsMaking] = useState(false);
  const run = async (act: (file: File) => Promise<void> | void): Promise<boolean> => {
    setFailed(false);
    setIsMaking(true);
    try {
      await act(await makeFile());
      return true;
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
      return false;
    } finally {
      setIsMaking(false);
    }
  };
  return { failed, isMaking, run, dismiss: () => setFailed(false) };
}

type SendLinksProps = {
  /** The share link; nothing is offered without one. */
  url: string | undefined;
  phone: string;
  email: string;
  /** The e-mail's subject. */
  title: string;
  /** The message with the link, in the customer's language. */
  message: string;
  /** Called when the owner takes one of the ways (a quote is then Sent). */
  onSent?: () => void;
};

/** Text message and WhatsApp (with a phone) and e-mail (with an address), once there is a link. */
export function SendLinks({ url, phone, email, title, message, onSent }: SendLinksProps) {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <>
      {phone ? (
        <>
          <a
            className={buttonClasses('secondary')}
            href={smsHref(phone, message, currentPlatform())}
            onClick={onSent}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {t('documents.sms')}
          </a>
          <a
            className={buttonClasses('secondary')}
            href={whatsappHref(phone, message)}
            target="_blank"
            rel="noreferrer"
            onClick={onSent}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {t('documents.whatsapp')}
          </a>
        </>
      ) : null}
      {email ? (
        <a
          className={buttonClasses('secondary')}
          href={mailHref(email, title, message)}
          onClick={onSent}
        >
          <Mail aria-hidden="true" className="h-4 w-4" />
          {t('documents.email')}
        </a>
      ) : null}
    </>
  );
}

type ShareLinkPanelProps = {
  url: string | undefined;
  recordId: string;
  expiresAt: string | undefined;
  setExpiry: Parameters<typeof ShareLinkExpiry>[0]['setExpiry'];
  revoke: { mutate: (id: string) => void; isPending: boolean };
  /** Numbered by the server yet, and still holding a token (else: why there is no link). */
  isNumbered: boolean;
  hasToken: boolean;
  /** What is said while the record waits for its number (a draft made offline). */
  pendingText: string;
};

/** The customer's link with its end and Turn off link; without one, why there is none. */
export function ShareLinkPanel(props: ShareLinkPanelProps) {
  const { t } = useTranslation();
  const { url, recordId, revoke } = props;
  if (!url) {
    return (
      <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">
        {!props.isNumbered
          ? props.pendingText
          : props.hasToken
            ? t('documents.linkSignedInOnly')
            : t('documents.linkRevoked')}
      </p>
    );
  }
  return (
    <div className="mt-3 space-y-2 text-sm">
      <p>
        {t('documents.shareLink')}{' '}
        <a href={url} className="break-all text-blue-700 underline dark:text-blue-300">
          {url}
        </a>
      </p>
      <ShareLinkExpiry
        recordId={recordId}
        expiresAt={props.expiresAt}
        setExpiry={props.setExpiry}
      />
      <Button variant="ghost" onClick={() => revoke.mutate(recordId)} disabled={revoke.isPending}>
        <Link2Off aria-hidden="true" className="h-4 w-4" />
        {t('documents.revoke')}
      </Button>
    </div>
  );
}
