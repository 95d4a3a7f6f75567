/// The style sheet a page carries inline, so a page is one self-contained file, or that the
/// pages of a site share as one file (``HTMLRenderer/styleSheetFileName``).
///
/// Light by default, dark when the reader's system asks for it (`prefers-color-scheme`); the
/// selected row and the current option are marked by `aria-current`, so style and semantics
/// cannot disagree. No web font, no image, no `url()`: the page loads nothing.
enum HTMLStyleSheet {
  static let css = """
    :root { color-scheme: light dark; --text: #1b1f24; --muted: #59636e; --page: #ffffff;
      --line: #d1d9e0; --accent: #004170; --accent-text: #ffffff; --current: #fde8ea;
      --badge: #da291c; --link: #0b5cad; }
    @media (prefers-color-scheme: dark) {
      :root { --text: #e6edf3; --muted: #9198a1; --page: #0d1117; --line: #3d444d;
        --accent: #4d8fd1; --accent-text: #0d1117; --current: #3a1d22; --badge: #ff7b72;
        --link: #7cb7ff; }
    }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 60rem; padding: 1rem 1.25rem 2rem;
      font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif;
      color: var(--text); background: var(--page); }
    a { color: var(--link); }
    nav ol { display: flex; flex-wrap: wrap; gap: .25rem; margin: 0; padding: 0;
      list-style: none; color: var(--muted); font-size: .9rem; }
    nav li + li::before { content: "›"; margin-right: .25rem; }
    h1 { margin: .5rem 0 1rem; font-size: 1.75rem; color: var(--accent); }
    h2 { margin: 0 0 .5rem; font-size: 1rem; color: var(--muted); }
    .secondary, .placeholder { color: var(--muted); }
    .placeholder { font-style: italic; }
    .badge { display: inline-block; padding: 0 .4rem; border: 1px solid var(--badge);
      border-radius: .25rem; color: var(--badge); font-size: .8rem; font-weight: 600; }
    table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
    th, td { padding: .3rem .6rem; border-bottom: 1px solid var(--line); text-align: start; }
    thead th { border-bottom: 2px solid var(--accent); font-size: .9rem; }
    tbody th { font-weight: 600; }
    .end { text-align: end; }
    tr[aria-current] { background: var(--current); }
    tr[aria-current] > :first-child { box-shadow: inset 4px 0 var(--badge); }
    .options { padding: 0; list-style: none; }
    .options li { margin: .25rem 0; }
    .options a, .options span.option { display: inline-block; min-width: 14rem;
      padding: .3rem .6rem; border: 1px solid var(--line); border-radius: .3rem; }
    .options [aria-current] { border-color: var(--badge); background: var(--current);
      font-weight: 600; }
    .key { display: inline-block; min-width: 1.5rem; color: var(--muted); }
    dl.fields { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1.5rem; }
    dl.fields div { display: contents; }
    dl.fields dt { color: var(--muted); }
    dl.fields dd { margin: 0; }
    img { max-width: 100%; height: auto; border-radius: .3rem; }
    .search input { font: inherit; padding: .3rem .5rem; min-width: 16rem; color: var(--text);
      background: var(--page); border: 1px solid var(--muted); border-radius: .3rem; }
    figure { margin: 1rem 0; }
    figcaption { color: var(--muted); font-size: .9rem; overflow-wrap: anywhere; }
    .photo img { display: block; position: relative; width: 15rem; height: 15rem;
      object-fit: cover; }
    .photo img::after { content: attr(data-initials); position: absolute; inset: 0;
      display: flex; align-items: center; justify-content: center; border-radius: .3rem;
      background: var(--accent); color: var(--accent-text); font-size: 5rem; font-weight: 700; }
    .chart figcaption { font-weight: 600; color: var(--text); font-size: 1rem; }
    .chart ul { margin: .5rem 0 0; padding: 0; list-style: none; }
    .chart li { display: grid; grid-template-columns: minmax(6rem, 14rem) 1fr;
      gap: .75rem; align-items: center; padding: .15rem 0; }
    .chart .measure { display: flex; align-items: center; gap: .5rem; }
    .chart .bar { flex: none; height: .9rem; width: calc((100% - 4rem) * var(--share));
      background: var(--badge); border-radius: 0 .2rem .2rem 0; }
    .chart .value { font-variant-numeric: tabular-nums; }
    .photo figcaption { margin-top: .4rem; }
    tr[hidden] { display: none; }
    [role=status], [role=alert] { padding: .6rem .8rem; border-left: 4px solid var(--line); }
    [role=alert] { border-left-color: var(--badge); }
    nav.links { margin-top: 2rem; padding-top: .75rem; border-top: 1px solid var(--line); }
    nav.links ul { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; margin: 0; padding: 0;
      list-style: none; }
    aside { margin-top: 2rem; padding-top: .75rem; border-top: 1px solid var(--line); }
    aside tbody th { white-space: pre-wrap; font-size: .9rem; font-weight: normal; }
    @media (min-width: 75rem) {
      body:has(> aside) { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
        gap: 0 2rem; max-width: 100rem; }
      body:has(> aside) > nav { grid-column: 1 / -1; }
      body:has(> aside) > aside { margin-top: 0; padding-top: 0; border-top: 0; }
    }
    """
}
