// The order's page (202) for its buyer, from the signed link the checkout and the confirmation mail
// give: number, what was bought, the totals, where it goes, and each digital file with a Download
// button (a form posting to the file's signed link: each download is counted, so it is no GET).
import { DOWNLOAD_LIMIT, formatMoney } from '@tessera/core';

export interface ReceiptDownload {
  title: string;
  fileName: string;
  /** Where the Download button posts */
  action: string;
  left: number;
  /** The last day it can be downloaded, in words */
  until: string;
  /** Why it cannot be downloaded now; null when it can */
  message: string | null;
}

export interface ReceiptData {
  number: string;
  email: string;
  stateLabel: string;
  currency: string;
  testMode: boolean;
  lines: { id: string; title: string; options: string; quantity: number; totalCents: number }[];
  totals: { label: string; cents: number }[];
  shipTo: string[] | null;
  downloads: ReceiptDownload[];
}

function Download({ download }: { download: ReceiptDownload }) {
  return (
    <li className="order-download">
      <strong>{download.title}</strong>{' '}
      <span className="order-download-file">{`(${download.fileName})`}</span>
      {download.message ? (
        <p className="form-error">{download.message}</p>
      ) : (
        <form method="post" action={download.action}>
          <button type="submit" className="button button-primary">
            {`Download ${download.fileName}`}
          </button>
          <p className="form-notice">
            {`${download.left} of ${DOWNLOAD_LIMIT} downloads left, until ${download.until}.`}
          </p>
        </form>
      )}
    </li>
  );
}

export function OrderReceipt({ receipt }: { receipt: ReceiptData }) {
  const money = (cents: number) => formatMoney(cents, receipt.currency);
  return (
    <div className="order-receipt">
      <p className="order-number">
        {`Order ${receipt.number} · ${receipt.stateLabel}. A confirmation was sent to ${receipt.email}.`}
      </p>
      {receipt.downloads.length > 0 && (
        <section id="downloads" aria-labelledby="downloads-heading">
          <h2 id="downloads-heading">Your downloads</h2>
          <ul className="order-downloads">
            {receipt.downloads.map((download) => (
              <Download key={download.action} download={download} />
            ))}
          </ul>
        </section>
      )}
      <h2>Summary</h2>
      <table className="order-lines" aria-label="What was ordered">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.title}
                {line.options ? <span className="order-line-options"> ({line.options})</span> : null}
              </td>
              <td>{line.quantity}</td>
              <td>{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {receipt.totals.map((total) => (
            <tr key={total.label}>
              <th scope="row" colSpan={2}>
                {total.label}
              </th>
              <td>{money(total.cents)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {receipt.testMode && <p className="form-notice">Placed in test mode: no money was taken.</p>}
      {receipt.shipTo && (
        <>
          <h2>Shipping to</h2>
          <address>
            {receipt.shipTo.map((line) => (
              <span key={line} className="order-address-line">
                {line}
              </span>
            ))}
          </address>
        </>
      )}
    </div>
  );
}
