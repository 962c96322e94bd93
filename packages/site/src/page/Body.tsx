import { Sections } from './Blocks.tsx';
import type { ImageRef, ListEntry, PageBody } from './model.ts';

function Picture({ image, eager = false }: { image: ImageRef; eager?: boolean }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

function Entries({ entries }: { entries: ListEntry[] }) {
  return (
    <ul className="entry-list">
      {entries.map((entry) => (
        <li key={entry.href} className="entry">
          {entry.image && (
            <div className="entry-image">
              <Picture image={entry.image} />
            </div>
          )}
          <div>
            <h2 className="entry-title">
              <a href={entry.href}>{entry.title}</a>
            </h2>
            {entry.meta && <p className="entry-meta">{entry.meta}</p>}
            {entry.excerpt && <p>{entry.excerpt}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Back({ href, label }: { href: string; label: string }) {
  return (
    <p className="back-link">
      <a href={href}>← {label}</a>
    </p>
  );
}

export function Body({ body }: { body: PageBody }) {
  switch (body.kind) {
    case 'layout':
      return <Sections sections={body.sections} />;
    case 'splash':
      return (
        <div className="splash">
          <Sections sections={body.sections} />
          <p>
            <a className="button button-primary" href={body.enterHref}>
              Enter site
            </a>
          </p>
        </div>
      );
    case 'blog':
      return (
        <>
          <h1 className="page-title">{body.title}</h1>
          {body.description && <p className="page-description">{body.description}</p>}
          <Entries entries={body.posts} />
        </>
      );
    case 'post':
      return (
        <article>
          <Back href={body.backHref} label={body.backLabel} />
          <h1 className="page-title">{body.title}</h1>
          <p className="entry-meta">{body.meta}</p>
          {body.image && (
            <figure className="post-image">
              <Picture image={body.image} eager />
            </figure>
          )}
          <Sections sections={body.sections} />
        </article>
      );
    case 'gallery':
      return (
        <>
          <h1 className="page-title">{body.title}</h1>
          {body.description && <p className="page-description">{body.description}</p>}
          <ul className="gallery-grid">
            {body.images.map((image) => (
              <li key={image.href}>
                <a href={image.href} aria-label={image.title}>
                  <Picture image={image} />
                </a>
              </li>
            ))}
          </ul>
        </>
      );
    case 'gallery-image':
      return (
        <figure className="gallery-single">
          <Back href={body.backHref} label={body.backLabel} />
          <Picture image={body.image} eager />
          <figcaption>
            <strong>{body.title}</strong> {body.description}
          </figcaption>
        </figure>
      );
    case 'products':
      return (
        <>
          <h1 className="page-title">{body.title}</h1>
          {body.description && <p className="page-description">{body.description}</p>}
          <ul className="product-grid">
            {body.products.map((product) => (
              <li key={product.href} className="product-card">
                <a href={product.href}>
                  {product.image && <Picture image={product.image} />}
                  <span className="product-title">{product.title}</span>
                </a>
                <span className="product-price">{product.priceLabel}</span>
                <span className="product-type">{product.typeLabel}</span>
                {product.soldOut && <span className="product-sold-out">Sold out</span>}
              </li>
            ))}
          </ul>
        </>
      );
    case 'product':
      return (
        <article className="product-detail">
          <Back href={body.backHref} label={body.backLabel} />
          <div className="product-detail-grid">
            {body.image && <Picture image={body.image} eager />}
            <div>
              <h1 className="page-title">{body.title}</h1>
              <p className="product-price">{body.priceLabel}</p>
              <p className="product-type">{body.typeLabel}</p>
              {body.soldOut && <p className="product-sold-out">Sold out</p>}
              {body.options.map((option) => (
                <p key={option.name} className="product-option">
                  <strong>{option.name}:</strong> {option.values.join(', ')}
                </p>
              ))}
              <p>{body.description}</p>
              <p className="form-notice">Checkout opens soon.</p>
            </div>
          </div>
        </article>
      );
    case 'search':
      return (
        <>
          <h1 className="page-title">Search</h1>
          <search>
            <form className="search-form" action="/search" method="get">
              <label htmlFor="search-query">Search this site</label>
              <input id="search-query" name="q" type="search" defaultValue={body.query} />
              <button type="submit" className="button button-primary">
                Search
              </button>
            </form>
          </search>
          {body.query && (
            <output className="search-count">
              {body.results.length === 0
                ? `No results for “${body.query}”.`
                : `${body.results.length} result${body.results.length === 1 ? '' : 's'} for “${body.query}”.`}
            </output>
          )}
          <Entries entries={body.results} />
        </>
      );
    case 'not-found':
      return (
        <div className="system-page">
          <h1 className="page-title">Page not found</h1>
          <p>
            We couldn’t find <code>{body.path}</code>. It may have moved, or the address may be mistyped.
          </p>
          <p>
            <a href="/">Go to the home page</a> or <a href="/search">search this site</a>.
          </p>
        </div>
      );
    case 'error':
      return (
        <div className="system-page">
          <h1 className="page-title">Something went wrong</h1>
          <p>This page could not be shown. Please try again in a moment.</p>
          <p>
            <a href="/">Go to the home page</a>
          </p>
        </div>
      );
    case 'lock':
      return (
        <div className="system-page lock-screen">
          <h1 className="page-title">{body.title}</h1>
          <p>
            {body.scope === 'site' ? 'This site is password protected.' : 'This page is password protected.'}
          </p>
          <form method="post" action={body.action} className="lock-form">
            <label htmlFor="lock-password">Password</label>
            <input
              id="lock-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              aria-invalid={body.error ? true : undefined}
              aria-describedby={body.error ? 'lock-error' : undefined}
            />
            {body.error && (
              <p id="lock-error" className="form-error" role="alert">
                {body.error}
              </p>
            )}
            <button type="submit" className="button button-primary">
              Enter
            </button>
          </form>
        </div>
      );
  }
}
