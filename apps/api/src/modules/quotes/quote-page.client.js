// The customer's quote page in the browser (decision 061): ticking optional items updates the
// total, Accept asks for a name and a signature drawn with signature_pad, and the answer is sent
// as JSON; the page then reloads and shows it. Served as a file of this origin (no inline script:
// the CSP is script-src 'self'); its data comes from the page's JSON block.
(function () {
  'use strict';
  const dataElement = document.getElementById('quote-data');
  if (!dataElement) return;
  const data = JSON.parse(dataElement.textContent || '{}');
  const money = new Intl.NumberFormat(data.locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const boxes = Array.from(document.querySelectorAll('input[type="checkbox"][name="items"]'));
  const total = document.getElementById('quote-total');
  const chosen = () => boxes.filter((box) => box.checked);

  const showTotal = () => {
    const cents = chosen().reduce((sum, box) => sum + Number(box.dataset.cents), data.baseCents);
    total.textContent = money.format(cents / 100);
  };
  boxes.forEach((box) => box.addEventListener('change', showTotal));
  showTotal();

  const actions = document.getElementById('quote-actions');
  const acceptForm = document.getElementById('accept-form');
  const declineForm = document.getElementById('decline-form');
  const canvas = document.getElementById('signature-pad');
  let pad;

  /** The canvas drawn at the screen's pixel density, so a signature is sharp (and kept). */
  const fitCanvas = () => {
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const kept = pad && !pad.isEmpty() ? pad.toData() : null;
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d').scale(ratio, ratio);
    if (pad) {
      pad.clear();
      if (kept) pad.fromData(kept);
    }
  };

  const open = (form) => {
    actions.hidden = true;
    form.hidden = false;
    if (form === acceptForm && !pad) {
      fitCanvas();
      pad = new window.SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)' });
      window.addEventListener('resize', fitCanvas);
    }
    form.querySelector('input, textarea').focus();
  };
  const close = (form) => {
    form.hidden = true;
    actions.hidden = false;
  };

  document.getElementById('accept-open').addEventListener('click', () => open(acceptForm));
  document.getElementById('decline-open').addEventListener('click', () => open(declineForm));
  document
    .querySelectorAll('form.panel .cancel')
    .forEach((button) => button.addEventListener('click', () => close(button.closest('form'))));
  document.getElementById('signature-clear').addEventListener('click', () => pad && pad.clear());

  /** Sends the answer once (a double tap sends nothing more), then shows the page as answered. */
  const send = async (form, url, body, error) => {
    const buttons = Array.from(form.querySelectorAll('button'));
    buttons.forEach((button) => (button.disabled = true));
    error.textContent = '';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      // A 409 means it was answered (or expired) meanwhile: the page shows how it stands.
      if (response.ok || response.status === 409) {
        window.location.reload();
        return;
      }
    } catch {
      // Offline or cut: say so below and let the customer try again.
    }
    error.textContent = data.texts.failed;
    buttons.forEach((button) => (button.disabled = false));
  };

  acceptForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const error = document.getElementById('accept-error');
    const name = document.getElementById('signer-name').value.trim();
    if (!name) {
      error.textContent = data.texts.nameRequired;
      return;
    }
    if (!pad || pad.isEmpty()) {
      error.textContent = data.texts.signatureRequired;
      return;
    }
    void send(
      acceptForm,
      data.acceptUrl,
      { name, signature: pad.toDataURL('image/png'), items: chosen().map((box) => box.value) },
      error,
    );
  });

  declineForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const reason = document.getElementById('decline-reason').value.trim();
    void send(
      declineForm,
      data.declineUrl,
      reason ? { reason } : {},
      document.getElementById('decline-error'),
    );
  });
})();
