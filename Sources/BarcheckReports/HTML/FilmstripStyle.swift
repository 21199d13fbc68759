/// The filmstrip's own rules, added to the report's stylesheet (`HTMLAssets.style`) on the filmstrip page only.
enum FilmstripStyle {
  /// The rules: a frame is the screen, the facts and the controller tree side by side, the trace below the
  /// facts and the tree (beside the tall screen); one column on a narrow window.
  static let css = """
    main.filmstrip{max-width:1160px}main.filmstrip h1{margin-top:18px}main.filmstrip h1 code{font-size:20px}
    li.frame{display:grid;grid-template-columns:auto minmax(0,1fr) minmax(0,300px);grid-template-rows:auto auto 1fr;grid-template-areas:"head head head" "screen facts tree" "screen why why";gap:12px 24px;align-items:start;padding:14px 16px}
    li.frame>h2{grid-area:head;font-size:17px;margin:0;overflow-wrap:anywhere}
    figure.screen{grid-area:screen;margin:0;max-width:540px}figure.screen svg{display:block;max-width:100%;height:auto}
    figure.screen figcaption{font-size:13px;color:var(--muted);margin-top:8px;max-width:260px;overflow-wrap:anywhere}figure.screen figcaption p{margin:0 0 4px}
    .facts{grid-area:facts;min-width:0}.controllers{grid-area:tree;min-width:0}.why{grid-area:why;min-width:0}
    li.frame h3{font-size:14px;margin:0 0 6px}.facts h3{margin-top:12px}.facts>table+h3{margin-top:14px}
    table.fields{font-size:14px;width:100%}table.fields caption{text-align:left;font-weight:600;font-size:14px;padding-bottom:4px}table.fields th[scope=row]{font-weight:500;color:var(--fg)}
    table.fields td{overflow-wrap:anywhere}p.wanted{margin:0 0 8px;overflow-wrap:anywhere}
    ul.findings{margin:0;padding-left:20px;font-size:14px}ul.findings li{margin:0 0 6px;overflow-wrap:anywhere}ul.fixes{margin:2px 0 0;padding-left:18px}ul.findings p.info{margin:2px 0 0}
    ul.film-tree{font-size:14px}ul.film-tree li{white-space:normal;overflow-wrap:anywhere;margin:0 0 2px}ul.film-tree .own{font-size:12px;color:var(--fg);margin-left:2px;white-space:nowrap}ul.film-tree code{font-size:14px}ul.film-tree code.owner{font-weight:700}
    .why ol.trace{margin:0;overflow-wrap:anywhere}
    @media (max-width:900px){li.frame{grid-template-columns:minmax(0,1fr);grid-template-areas:"head" "screen" "facts" "tree" "why"}}
    """
}
