import { documentPayNow, documentView, type InvoiceDocument } from '@jobtrack/core';
import type { DocumentProof } from '../utils/document-proof.ts';
import { DocumentPayNow } from './document-pay-now.tsx';
import { DocumentProofBlock } from './document-proof.tsx';

/**
 * The document as the customer reads it, in the customer's language (decision 034), with its
 * proof of work (the signed lines and chosen photos, decision 069).
 */
export function DocumentPreview({
  document,
  proof = { signatures: [], photos: [] },
}: {
  document: InvoiceDocument;
  proof?: DocumentProof;
}) {
  const view = documentView(document);
  const payNow = documentPayNow(document);
  const { texts } = view;
  const { business, customer } = document;
  return (
    <article
      lang={document.language}
      aria-label={`${view.title} ${view.number}`}
      className="space-y-4 rounded-2xl bg-white p-4 text-gray-900 shadow-sm ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:text-gray-100 dark:ring-gray-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-0.5 text-sm">
          {business.logo ? (
            <img src={business.logo} alt={business.name} className="mb-2 max-h-16 max-w-40" />
          ) : null}
          <p className="text-base font-semibold">{business.name}</p>
          {[business.phone, business.email, business.address]
            .filter((value) => value.trim() !== '')
            .map((value) => (
              <p key={value}>{value}</p>
            ))}
        </div>
        <div className="text-sm sm:text-right">
          <p className="text-2xl font-bold">{view.title}</p>
          <p>
            {texts.number}: <strong>{view.number}</strong>
          </p>
          <p>
            {texts.date}: {view.issued}
          </p>
          {view.due && document.balance > 0 ? (
            <p>
              {texts.dueDate}: {view.due}
            </p>
          ) : null}
        </div>
      </div>
      <div className="text-sm">
        <p className="font-semibold text-gray-600 uppercase dark:text-gray-300">{texts.billTo}</p>
        <p className="font-medium">{customer.name}</p>
        {[customer.phone, customer.email, customer.address]
          .filter((value) => value.trim() !== '')
          .map((value) => (
            <p key={value}>{value}</p>
          ))}
      </div>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-gray-200 text-left dark:border-gray-700">
            <th scope="col" className="py-2">
              {texts.service}
            </th>
            <th scope="col" className="py-2">
              {texts.date}
            </th>
            <th scope="col" className="py-2 text-right">
              {texts.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line, i) => (
            <tr key={i} className="border-b border-gray-100 dark:border-gray-800">
              <td className="py-2 pr-2">{line.service}</td>
              <td className="py-2 pr-2 whitespace-nowrap">{line.date}</td>
              <td className="py-2 text-right whitespace-nowrap">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt>{texts.total}</dt>
        <dd className="text-right">{view.total}</dd>
        <dt>{texts.paid}</dt>
        <dd className="text-right">{view.paid}</dd>
        {view.method ? (
          <>
            <dt>{texts.method}</dt>
            <dd className="text-right">{view.method}</dd>
          </>
        ) : null}
        {view.paidOn ? (
          <>
            <dt>{texts.paidOn}</dt>
            <dd className="text-right">{view.paidOn}</dd>
          </>
        ) : null}
        <dt className="font-bold">{texts.balance}</dt>
        <dd className="text-right font-bold">{view.balance}</dd>
      </dl>
      {payNow ? <DocumentPayNow payNow={payNow} texts={texts} /> : null}
      {document.note ? (
        <div className="text-sm">
          <p className="font-semibold">{texts.note}</p>
          <p className="whitespace-pre-wrap">{document.note}</p>
        </div>
      ) : null}
      {business.paymentInstructions && document.balance > 0 ? (
        <div className="text-sm">
          <p className="font-semibold">{texts.paymentInstructions}</p>
          <p className="whitespace-pre-wrap">{business.paymentInstructions}</p>
        </div>
      ) : null}
      <DocumentProofBlock document={document} proof={proof} />
    </article>
  );
}
