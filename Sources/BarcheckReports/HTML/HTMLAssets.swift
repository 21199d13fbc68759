import BarcheckModel

/// The report's only stylesheet and script, inlined and allowed by hash in its Content-Security-Policy.
enum HTMLAssets {
  /// The start of a self-contained page, through `</head>`: doctype, charset, viewport, the
  /// Content-Security-Policy, any further head lines, the title (escaped here) and the inline style.
  static func documentHead(title: String, contentSecurityPolicy: String, style: String, moreHead: String = "") -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
    \(moreHead)<title>\(TextEscaping.html(title))</title>
    <style>\(style)</style>
    </head>

    """
  }

  static let style = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1d1d1f;--muted:#5c5c63;--line:#d8d8dd;--panel:#f5f5f7;--pass:#15692e;--fail:#c62828;--warn:#8a5a00;--info:#0b63c5;--mark:#fde7e7;--ok:#e6f4ea}
    @media (prefers-color-scheme:dark){:root{--bg:#111113;--fg:#ececf0;--muted:#a8a8b3;--line:#3a3a40;--panel:#1c1c20;--pass:#5fd37a;--fail:#ff8a80;--warn:#ffc861;--info:#7ab7ff;--mark:#4a1f1f;--ok:#173a22}}
    *{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
    header,main{max-width:1100px;margin:0 auto;padding:16px 20px}header{border-bottom:1px solid var(--line)}
    h1{font-size:20px;margin:0 0 6px}h2{font-size:17px;margin:22px 0 10px}
    .verdict{font-size:18px;font-weight:650;margin:4px 0 10px}.verdict.pass{color:var(--pass)}.verdict.fail{color:var(--fail)}.verdict.incomplete{color:var(--warn)}
    dl.meta{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;margin:0;font-size:13px}dl.meta dt{color:var(--muted)}dl.meta dd{margin:0;overflow-wrap:anywhere}
    table{border-collapse:collapse}th,td{text-align:left;padding:4px 10px;border-bottom:1px solid var(--line);vertical-align:top}th{font-weight:600;color:var(--muted);font-size:13px}
    table.counts td.n{text-align:right;font-variant-numeric:tabular-nums}table.families{margin-top:14px}table.families caption{text-align:left;font-weight:600;font-size:13px;color:var(--muted);padding-bottom:4px}table.families th[scope=row]{font-weight:500;color:var(--fg)}tr.has-problems td:last-child{color:var(--fail);font-weight:600}
    svg.rate{display:block;width:100%;max-width:520px;height:14px;margin:10px 0 2px}svg.rate .pass{fill:var(--pass)}svg.rate .problem{fill:var(--fail)}svg.rate .other{fill:var(--line)}
    .controls{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 12px;position:sticky;top:0;background:var(--bg);padding:8px 0;z-index:1}
    .controls button{font:inherit;font-size:13px;padding:4px 10px;border:1px solid var(--line);border-radius:999px;background:var(--panel);color:var(--fg);cursor:pointer}
    .controls button[aria-pressed=false]{opacity:.55;text-decoration:line-through}.controls button:focus-visible,.controls input:focus-visible,summary:focus-visible,a:focus-visible{outline:2px solid var(--info);outline-offset:2px}
    .controls input{font:inherit;font-size:14px;padding:5px 10px;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg);min-width:240px;flex:1}
    #shown{font-size:13px;color:var(--muted)}
    details.case{border:1px solid var(--line);border-radius:8px;margin:0 0 8px;background:var(--bg);content-visibility:auto;contain-intrinsic-size:auto 44px}
    ol.passed{font-size:13px;margin:4px 0 2px;padding-left:22px}details.case>summary{cursor:pointer;padding:8px 12px;display:flex;gap:10px;align-items:baseline;flex-wrap:wrap}
    details.case[open]>summary{border-bottom:1px solid var(--line);background:var(--panel);border-radius:8px 8px 0 0}
    .badge{font-size:12px;font-weight:700;padding:1px 7px;border-radius:4px;border:1px solid currentColor;min-width:4.2em;text-align:center}
    .b-pass{color:var(--pass)}.b-fail,.b-error,.b-crash,.b-timeout{color:var(--fail)}.b-skip,.b-na,.b-xpass{color:var(--warn)}
    code{font:13px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}.title{color:var(--muted)}
    .body{padding:10px 12px}.message{font-weight:600;margin:0 0 8px;overflow-wrap:anywhere}.info{font-size:13px;color:var(--muted);margin:0 0 8px}
    table.steps{width:100%;font-size:13px}table.steps td:first-child{width:2.5em;color:var(--muted)}tr.bad td{background:var(--mark)}tr.bad td.obs{font-weight:600}
    .ok{color:var(--pass)}.no{color:var(--fail);font-weight:700}
    td.pics{white-space:nowrap;width:260px}td.pics svg.bar{display:inline-block;vertical-align:middle;margin:0 6px 2px 0}.nopic{display:inline-block;width:120px;margin-right:6px;color:var(--muted);text-align:center}
    details.trace{margin-top:8px}details.trace summary{cursor:pointer;font-size:13px;color:var(--info)}ol.trace{font-size:13px;margin:6px 0;padding-left:22px}ol.trace li{margin:0}ul.tree{list-style:none;margin:0;padding:0;font-size:12px}ul.tree li{margin:0;white-space:nowrap}.d0{padding-left:0px}.d1{padding-left:12px}.d2{padding-left:24px}.d3{padding-left:36px}.d4{padding-left:48px}.d5{padding-left:60px}.d6{padding-left:72px}.d7{padding-left:84px}.d8{padding-left:96px}.own{font-size:11px;border:1px solid currentColor;border-radius:3px;padding:0 3px;color:var(--muted)}.own.exp{color:var(--pass)}.own.got{color:var(--fail)}.traces{display:grid;grid-template-columns:1fr 1fr;gap:4px 16px}@media (max-width:700px){.traces{grid-template-columns:1fr}}
    .rule{display:inline-block;min-width:2.6em;font-weight:600}pre.logs{background:var(--panel);padding:8px;overflow:auto;font-size:12px;max-height:220px}
    a{color:var(--info)}dl.rules{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;font-size:13px}dl.rules dd{margin:0}
    .note{font-size:13px;color:var(--muted)}[hidden]{display:none!important}
    ol.film{list-style:none;padding:0;margin:0}li.frame{border:1px solid var(--line);border-radius:8px;padding:10px 12px;margin:0 0 10px}li.frame svg.bar{margin-right:10px}
    """

  static let script = """
    (function(){"use strict";
    var list=document.getElementById("cases");if(!list)return;
    var cases=Array.prototype.slice.call(list.children);
    var texts=cases.map(function(c){var m=c.querySelector(".message");return (c.querySelector("summary").textContent+" "+(m?m.textContent:"")).toLowerCase();});
    var buttons=Array.prototype.slice.call(document.querySelectorAll("button[data-outcome]"));
    var q=document.getElementById("q"),shown=document.getElementById("shown");
    document.getElementById("controls").hidden=false;
    function active(){var s={};buttons.forEach(function(b){if(b.getAttribute("aria-pressed")==="true")s[b.getAttribute("data-outcome")]=1;});return s;}
    function apply(write){var a=active(),t=q.value.trim().toLowerCase(),n=0;
      for(var i=0;i<cases.length;i++){var c=cases[i],ok=a[c.getAttribute("data-outcome")]===1&&(t===""||texts[i].indexOf(t)>=0);c.hidden=!ok;if(ok)n++;}
      shown.textContent=n+" of "+cases.length+" cases shown";
      if(write){var off=buttons.filter(function(b){return b.getAttribute("aria-pressed")!=="true";}).map(function(b){return b.getAttribute("data-outcome");});
        var parts=[];if(off.length)parts.push("hide="+off.map(encodeURIComponent).join(","));if(t)parts.push("q="+encodeURIComponent(t));
        history.replaceState(null,"",parts.length?"#"+parts.join("&"):location.pathname+location.search);}}
    function read(){var h=location.hash.slice(1);if(h.indexOf("c-")===0){var el=document.getElementById(decodeURIComponent(h));if(el){el.open=true;}return;}
      var hide={},text="";h.split("&").forEach(function(p){var kv=p.split("=");if(kv[0]==="hide")kv[1].split(",").forEach(function(o){hide[decodeURIComponent(o)]=1;});if(kv[0]==="q")text=decodeURIComponent(kv[1]||"");});
      buttons.forEach(function(b){b.setAttribute("aria-pressed",hide[b.getAttribute("data-outcome")]?"false":"true");});q.value=text;apply(false);}
    buttons.forEach(function(b){b.addEventListener("click",function(){b.setAttribute("aria-pressed",b.getAttribute("aria-pressed")==="true"?"false":"true");apply(true);});});
    q.addEventListener("input",function(){apply(true);});window.addEventListener("hashchange",read);
    read();document.body.setAttribute("data-ready-ms",String(Math.round(performance.now())));document.body.setAttribute("data-ready","true");})();
    """
}
