import { quoteItemAmount, quoteTotal, type Quote } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { useFormat } from '#web/lib/format.ts';
import { dayAndTime } from '../utils/quote-times.ts';

/** The quote's items and total in the owner's language, and the customer's answer when given. */
export function QuoteDetails({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { answer } = quote;
  const chosen = answer?.decision === 'accepted' ? answer.chosenItemIds : [];
  const chosenItems = quote.items.filter((item) => item.optional && chosen.includes(item.id));
  return (
    <>
      {answer?.decision === 'accepted' ? (
        <Card className="space-y-2 border-green-600">
          <p className="font-semibold">
            {t('quotes.acceptedBy', {
              name: answer.signerName,
              time: dayAndTime(format, answer.at),
            })}
          </p>
          <img
            src={answer.signature}
            alt={t('quotes.signatureOf', { name: answer.signerName })}
            className="h-20 max-w-full rounded-lg bg-white ring-1 ring-gray-200"
          />
          <div className="text-sm">
            <p className="font-medium">{t('quotes.chosenItems')}</p>
            <p>
              {chosenItems.length > 0
                ? chosenItems.map((item) => item.description).join(', ')
                : t('quotes.noneChosen')}
            </p>
          </div>
          <p className="flex justify-between text-lg font-semibold">
            <span>{t('quotes.acceptedTotal')}</span>
            <span>{format.money(answer.total)}</span>
          </p>
        </Card>
      ) : null}
      {answer?.decision === 'declined' ? (
        <Card className="space-y-1">
          <p className="font-semibold">
            {t('quotes.declinedOn', { time: dayAndTime(format, answer.at) })}
          </p>
          <p className="text-sm whitespace-pre-wrap">
            {answer.reason.trim()
              ? t('quotes.declineReason', { reason: answer.reason })
              : t('quotes.noReason')}
          </p>
        </Card>
      ) : null}
      <Card>
        <h3 className="mb-2 font-semibold">{t('quotes.items')}</h3>
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {quote.items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium break-words">{item.description}</span>
                <span className="block text-gray-600 dark:text-gray-400">
                  {item.quantity} × {format.money(item.unitPrice)}
                  {item.optional ? ` · ${t('quotes.optionalMark')}` : ''}
                </span>
              </span>
              <span className="font-medium whitespace-nowrap">
                {format.money(quoteItemAmount(item))}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 text-lg font-semibold dark:border-gray-700">
          <span>{t('quotes.total')}</span>
          <span>{format.money(quoteTotal(quote.items))}</span>
        </p>
        {quote.notes ? (
          <div className="mt-3 text-sm">
            <p className="font-medium">{t('quotes.notes')}</p>
            <p className="whitespace-pre-wrap">{quote.notes}</p>
          </div>
        ) : null}
      </Card>
    </>
  );
}
