// The page a form sent without JavaScript gets when it is refused: what went wrong and the way back
// to the form. React escapes every value.
import { renderToStaticMarkup } from 'react-dom/server';

export function refusedFormPage({
  message,
  problems,
  back,
}: {
  message: string;
  problems: string[];
  back: string;
}) {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>Your form was not sent</title>
      </head>
      <body>
        <main>
          <h1>Your form was not sent</h1>
          <p>{message}</p>
          {problems.length > 0 && (
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          <p>
            <a href={back}>Back to the form</a>
          </p>
        </main>
      </body>
    </html>,
  )}`;
}
