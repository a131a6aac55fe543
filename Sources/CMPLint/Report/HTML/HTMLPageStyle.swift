/// The stylesheet of every HTML report, inline so the file is self-contained (no fonts, images or
/// other files: system fonts and CSS only). The severity filter is CSS alone: a checkbox per
/// category (`HTMLPage.categories`) placed before `header` and `main`, so `:not(:checked) ~ main`
/// hides that category's findings with scripts disabled too; everything is shown by default.
/// Phones get one column, wrapping text and `table.stack` tables as one block per row with each
/// cell labelled (`@media (max-width: 40rem)`), so nothing scrolls sideways; print hides the filters
/// and opens every `<details>` (`::details-content`, CSS Pseudo-Elements Level 4; the script does the same for
/// browsers without it).
package enum HTMLPageStyle {
    package static let css = """
        :root{color-scheme:light dark;--fg:#1d2939;--muted:#475467;--bg:#fff;--panel:#f9fafb;--line:#d0d5dd;--link:#175cd3;\
        --error:#b42318;--error-bg:#fef3f2;--warning:#b54708;--warning-bg:#fffaeb;--info:#175cd3;--info-bg:#eff8ff;\
        --hint:#475467;--hint-bg:#f2f4f7;--suppressed:#667085;--suppressed-bg:#f2f4f7;--passed:#067647;--passed-bg:#ecfdf3}
        @media (prefers-color-scheme:dark){:root{--fg:#e4e7ec;--muted:#98a2b3;--bg:#101828;--panel:#1d2939;--line:#344054;\
        --link:#84caff;--error-bg:#55160c;--warning-bg:#4e1d09;--info-bg:#102a56;--hint-bg:#1d2939;--suppressed-bg:#1d2939;\
        --passed-bg:#053321;--error:#fda29b;--warning:#fec84b;--info:#84caff;--hint:#d0d5dd;--suppressed:#98a2b3;--passed:#75e0a7}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;\
        overflow-wrap:anywhere}
        header,main,footer{max-width:72rem;margin:0 auto;padding:0 1rem}
        header{padding-top:1rem;border-bottom:1px solid var(--line)}
        h1{font-size:1.4rem;margin:0 0 .5rem}
        h2{font-size:1.15rem;margin:2rem 0 .5rem;padding-top:.5rem;border-top:2px solid var(--line);overflow-wrap:anywhere}
        main>h2:first-child{border-top:0;margin-top:1rem}h2 code{font-size:1em}
        h3{font-size:1rem;margin:1.25rem 0 .25rem;display:flex;flex-wrap:wrap;gap:.4rem;align-items:baseline}
        h4{font-size:.95rem;margin:1rem 0 .25rem}
        a{color:var(--link)}
        code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
        p{margin:.35rem 0}
        .summary{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.5rem 0}
        .status{display:inline-block;padding:.2rem .7rem;border-radius:4px;font-weight:700;color:#fff;background:var(--muted)}
        .status.failed{background:#b42318}.status.passed{background:#067647}.status.warned{background:#b54708}
        .filters{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;margin:.5rem 0}
        .filters label{cursor:pointer;border:1px solid var(--line);border-radius:999px;padding:.1rem .7rem;user-select:none;opacity:.55;text-decoration:line-through}
        .filters .shown{color:var(--muted);font-size:.9rem}
        .tools{margin:.5rem 0 .75rem}.tools button{font:inherit;font-size:.85rem;margin-right:.4rem}
        input.filter{position:absolute;opacity:0;width:1px;height:1px;margin:0}
        .badge{display:inline-block;border-radius:4px;padding:0 .4rem;font-size:.8rem;font-weight:600;border:1px solid currentColor}
        .sev-error{--c:var(--error);--c-bg:var(--error-bg)}.sev-warning{--c:var(--warning);--c-bg:var(--warning-bg)}
        .sev-info{--c:var(--info);--c-bg:var(--info-bg)}.sev-hint{--c:var(--hint);--c-bg:var(--hint-bg)}
        .sev-suppressed{--c:var(--suppressed);--c-bg:var(--suppressed-bg)}
        .badge,.filters label{color:var(--c,var(--muted));background:var(--c-bg,transparent)}
        .table-wrap{overflow-x:auto}
        table{border-collapse:collapse;margin:.5rem 0;font-size:.9rem}
        th,td{border:1px solid var(--line);padding:.25rem .5rem;text-align:left;vertical-align:top}
        th{background:var(--panel)}td.n{text-align:right}
        table.overview th{white-space:nowrap}table.overview td{overflow-wrap:anywhere}table.purposes code{white-space:nowrap}
        .rule{margin:0 0 1rem;padding:.25rem .75rem .5rem;border-left:4px solid var(--c,var(--line));background:var(--panel);border-radius:0 6px 6px 0}
        .fix{margin:.35rem 0}.fix strong{color:var(--passed)}
        .meta,.muted{color:var(--muted)}
        ul.findings{list-style:none;padding:0;margin:.5rem 0}ul.findings.caused{margin:.3rem 0 0 1.5rem}p.caused{margin:.4rem 0 0;font-size:.9rem}
        tr.severe td{font-weight:700;background:var(--error-bg)}tr.severe td:first-child{border-left:4px solid var(--error)}
        .verdict{font-weight:600}
        ul.captured{list-style:none;padding:0}ul.captured li{margin:.3rem 0;padding:.3rem .5rem;background:var(--error-bg);\
        border-left:4px solid var(--error);border-radius:0 4px 4px 0}
        .finding{margin:.3rem 0;padding:.3rem .5rem;background:var(--bg);border:1px solid var(--line);border-left:3px solid var(--c,var(--line));border-radius:4px}
        .finding summary{cursor:pointer}.finding .where{color:var(--muted)}
        dl.evidence{display:grid;grid-template-columns:minmax(6rem,max-content) 1fr;gap:.15rem .75rem;margin:.4rem 0 .2rem;font-size:.9rem}
        dl.evidence dt{font-weight:600}dl.evidence dd{margin:0;overflow-wrap:anywhere}
        .about{margin:.25rem 0;font-size:.9rem}.about-rule{margin:0 0 1rem}
        .clean{color:var(--passed)}
        footer{color:var(--muted);font-size:.85rem;padding:1.5rem 1rem}
        #show-error:not(:checked)~main [data-category="error"],#show-warning:not(:checked)~main [data-category="warning"],\
        #show-info:not(:checked)~main [data-category="info"],#show-hint:not(:checked)~main [data-category="hint"],\
        #show-suppressed:not(:checked)~main [data-category="suppressed"]{display:none}
        #show-error:checked~header label[for="show-error"],#show-warning:checked~header label[for="show-warning"],\
        #show-info:checked~header label[for="show-info"],#show-hint:checked~header label[for="show-hint"],\
        #show-suppressed:checked~header label[for="show-suppressed"]{opacity:1;text-decoration:none}
        #show-error:focus-visible~header label[for="show-error"],#show-warning:focus-visible~header label[for="show-warning"],\
        #show-info:focus-visible~header label[for="show-info"],#show-hint:focus-visible~header label[for="show-hint"],\
        #show-suppressed:focus-visible~header label[for="show-suppressed"]{outline:2px solid var(--link);outline-offset:2px}
        @media (max-width:40rem){body{font-size:14px}header,main,footer{padding:0 .6rem}
        dl.evidence{grid-template-columns:1fr}dl.evidence dd{margin-bottom:.3rem}
        table.overview th,table.overview td{display:block;border:0;padding:.1rem 0}table.overview tr{display:block;border-bottom:1px solid var(--line);padding:.3rem 0}
        table.sets thead{display:none}table.sets tr{display:block;border-bottom:1px solid var(--line);padding:.3rem 0}
        table.sets td{display:inline-block;border:0;padding:0 .5rem 0 0}table.sets td:first-child{display:block}
        table.sets td[data-label]::before{content:attr(data-label) " ";color:var(--muted)}
        table.stack thead{display:none}table.stack tr{display:block;border-bottom:1px solid var(--line);padding:.3rem 0}
        table.stack td{display:block;border:0;padding:0}table.stack td[data-label]::before{content:attr(data-label) ": ";\
        color:var(--muted)}table.stack td.n{text-align:left}table.purposes code{white-space:normal}}
        @media print{:root{color-scheme:light}body{font-size:10pt}.filters,.tools{display:none}
        details::details-content{content-visibility:visible;display:contents}
        a[href^="http"].doc::after{content:" (" attr(href) ")";font-size:.8em;color:var(--muted)}
        h2{break-after:avoid}.finding{break-inside:avoid}}
        """
}
