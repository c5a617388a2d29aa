/* A row up close: the full page with an SVG overlay in image pixels (target box, point,
   drag ends and span, every target of a multi-target row, the prediction), the instruction
   with its quoted text highlighted, the row's JSON, zoom around the target. */
(function () {
  "use strict";
  const P = window.PBT = window.PBT || {};
  const G = window.PBT_GALLERY;
  const ZOOMS = [1, 2, 4];
  const QUOTES = /“[^“”]+”|„[^“”]+[“”]|"[^"]+"|»[^«»]+«|«[^«»]+»|‘[^‘’]+’|(?<![\p{L}\p{N}])'[^']+'(?![\p{L}\p{N}])|`[^`]+`/gu;
  const $ = (id) => document.getElementById(id);
  const view = {item: null, zoom: 0, overlay: true};

  const isBox = (b) => Array.isArray(b) && b.length === 4 && b.every((v) => typeof v === "number" && isFinite(v));
  const isPoint = (p) => Array.isArray(p) && p.length >= 2 && typeof p[0] === "number" && typeof p[1] === "number";

  function rect(b, cls, role) {
    if (!isBox(b)) return "";
    const [x1, y1, x2, y2] = [Math.min(b[0], b[2]), Math.min(b[1], b[3]), Math.max(b[0], b[2]), Math.max(b[1], b[3])];
    return `<rect class="${cls}" data-role="${role}" x="${x1}" y="${y1}" width="${x2 - x1}" height="${y2 - y1}" vector-effect="non-scaling-stroke"/>`;
  }

  function cross(p, cls, role) {
    if (!isPoint(p)) return "";
    const [x, y] = p;
    return `<g class="${cls}" data-role="${role}" data-x="${x}" data-y="${y}"><circle cx="${x}" cy="${y}" r="6" vector-effect="non-scaling-stroke"/>` +
      `<line x1="${x - 11}" y1="${y}" x2="${x + 11}" y2="${y}" vector-effect="non-scaling-stroke"/>` +
      `<line x1="${x}" y1="${y - 11}" x2="${x}" y2="${y + 11}" vector-effect="non-scaling-stroke"/></g>`;
  }

  function segment(a, b, cls) {
    if (!isPoint(a) || !isPoint(b)) return "";
    return `<line class="${cls}" x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" vector-effect="non-scaling-stroke"/>`;
  }

  /* One target: a point/bbox row, a drag, or nothing for an absent target. */
  function target(t, mini) {
    if (!t || t.answer_type === "absent") return "";
    if (t.answer_type === "drag") {
      return rect(t.bbox, "span", "bbox") + rect(t.start_bbox, "target", "start_bbox") +
        rect(t.end_bbox, "target", "end_bbox") +
        (mini ? "" : segment(t.start_point, t.end_point, "span-line") +
          cross(t.start_point, "point", "start_point") + cross(t.end_point, "point", "end_point"));
    }
    return rect(t.bbox, "target", "bbox") + (mini ? halo(t.bbox) : cross(t.point, "point", "point"));
  }

  /* On a thumbnail a small box is hard to find: a ring around it. */
  function halo(b) {
    if (!isBox(b) || (b[2] - b[0]) * (b[3] - b[1]) > 4000) return "";
    return `<circle class="halo" cx="${(b[0] + b[2]) / 2}" cy="${(b[1] + b[3]) / 2}" r="34" vector-effect="non-scaling-stroke"/>`;
  }

  function prediction(pred) {
    if (!pred) return "";
    if (Array.isArray(pred.targets)) return pred.targets.map(prediction).join("");
    return rect(pred.bbox, "pred-box", "pred_bbox") + cross(pred.point, "pred-point", "pred_point") +
      segment(pred.start, pred.end, "pred-line") + cross(pred.start, "pred-point", "pred_start") +
      cross(pred.end, "pred-point", "pred_end");
  }

  P.targets = (row) => (Array.isArray(row.targets) && row.targets.length ? row.targets : null);

  /* SVG markup of a row's overlay (mini: for a thumbnail, boxes only). */
  P.shapes = function (item, mini) {
    const row = item.row;
    const many = P.targets(row);
    let out = "";
    if (many) {
      many.forEach((t, k) => {
        const label = !mini && t && isBox(t.bbox) ? `<text class="label" x="${t.bbox[0]}" y="${t.bbox[1] - 4}">${k + 1}</text>` : "";
        out += `<g class="target-item" data-index="${k}">${target(t, mini)}${label}</g>`;
      });
    } else {
      out = target(row, mini);
    }
    return out + (mini ? "" : prediction(item.pred));
  };

  /* The instruction as text nodes, each quoted stretch in a <mark class="quote">. */
  P.highlight = function (text, into) {
    let last = 0;
    for (const m of String(text || "").matchAll(QUOTES)) {
      into.appendChild(document.createTextNode(text.slice(last, m.index)));
      const mark = document.createElement("mark");
      mark.className = "quote";
      mark.textContent = m[0];
      into.appendChild(mark);
      last = m.index + m[0].length;
    }
    into.appendChild(document.createTextNode(String(text || "").slice(last)));
  };

  function instruction(row) {
    const box = $("d-instruction");
    box.textContent = "";
    const many = P.targets(row);
    if (!many) return P.highlight(row.instruction, box);
    const list = document.createElement("ol");
    for (const t of many) {
      const li = document.createElement("li");
      P.highlight(t && t.instruction, li);
      li.appendChild(document.createTextNode(`  (${t && t.category}, ${t && t.answer_type})`));
      list.appendChild(li);
    }
    box.appendChild(list);
  }

  const fmt = (v) => (Array.isArray(v) ? "[" + v.map((x) => (typeof x === "number" ? Math.round(x * 10) / 10 : x)).join(", ") + "]" : "none");

  function predInfo(item) {
    const box = $("d-pred");
    box.textContent = "";
    if (!item.outcome) return;
    const badge = document.createElement("span");
    badge.className = "badge " + item.outcome;
    badge.id = "d-outcome";
    badge.textContent = item.outcome;
    box.appendChild(badge);
    const pred = item.pred || {};
    const row = item.row;
    let text = "";
    if (Array.isArray(pred.targets)) text = `${pred.targets.filter((p) => p && p.outcome === "hit").length} of ${pred.targets.length} targets hit`;
    else if (row.answer_type === "drag") text = `predicted drag ${fmt(pred.start)} → ${fmt(pred.end)}; truth ${fmt(row.start_bbox)} → ${fmt(row.end_bbox)}`;
    else if ("bbox" in pred) text = `predicted box ${fmt(pred.bbox)}; truth ${fmt(row.bbox)}`;
    else if ("point" in pred) text = `predicted point ${fmt(pred.point)}; truth box ${fmt(row.bbox)}`;
    else text = "no prediction for this row";
    box.appendChild(document.createTextNode(text));
  }

  P.flagInfo = function () {
    const box = $("d-flag");
    if (!view.item) return;
    const flag = P.flags.get(view.item.row.id);
    box.textContent = "";
    if (!flag) {
      box.textContent = "not flagged (1–4 or f to flag)";
      return;
    }
    const badge = document.createElement("span");
    badge.className = "badge flag";
    badge.id = "d-flag-kind";
    badge.textContent = flag.flag;
    box.appendChild(badge);
    box.appendChild(document.createTextNode(flag.note ? flag.note : "(no note)"));
  };

  function facts(item) {
    const box = $("d-facts");
    box.textContent = "";
    for (const name of G.facets) {
      const dt = document.createElement("dt");
      const dd = document.createElement("dd");
      dt.textContent = name;
      dd.textContent = (item.facets[name] || []).join(", ") || "–";
      box.append(dt, dd);
    }
  }

  function centre(item) {
    const row = item.row;
    const t = P.targets(row) ? P.targets(row)[0] : row;
    if (t && isBox(t.bbox)) return [(t.bbox[0] + t.bbox[2]) / 2, (t.bbox[1] + t.bbox[3]) / 2];
    return [item.size[0] / 2, item.size[1] / 2];
  }

  function applyZoom() {
    const item = view.item;
    const stage = $("stage");
    const port = $("viewport");
    const [w, h] = item.size;
    const room = port.clientWidth - 24;
    const fit = Math.min(w, room, (port.clientHeight - 24) * w / h);
    const width = Math.round(fit * ZOOMS[view.zoom]);
    stage.style.width = width + "px";
    stage.classList.toggle("zoomed", view.zoom > 0);
    const [cx, cy] = centre(item);
    const scale = width / w;
    port.scrollLeft = cx * scale + 12 - port.clientWidth / 2;
    port.scrollTop = cy * scale + 12 - port.clientHeight / 2;
  }

  P.open = function (id, push) {
    const index = P.byId.get(id);
    if (index === undefined) return P.toast("no row " + id);
    const item = G.rows[index];
    view.item = item;
    view.zoom = 0;
    const [w, h] = item.size;
    const img = $("page");
    img.width = w;
    img.height = h;
    img.src = item.image;
    const svg = $("overlay");
    svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
    svg.innerHTML = P.shapes(item, false);
    $("stage").classList.toggle("no-overlay", !view.overlay);
    $("d-id").textContent = item.row.id;
    instruction(item.row);
    predInfo(item);
    P.flagForm.close();
    P.flagInfo();
    facts(item);
    $("d-json").textContent = JSON.stringify(item.row, null, 1)
      .replace(/\[\s+([-\d.,\s]+?)\s+\]/g, (m, inner) => "[" + inner.replace(/\s+/g, " ") + "]");
    const k = P.state.list.indexOf(index);
    $("d-pos").textContent = (k < 0 ? "–" : k + 1) + " / " + P.state.list.length;
    $("detail").hidden = false;
    document.body.classList.add("detail-open");
    applyZoom();
    history[push ? "pushState" : "replaceState"](null, "", P.url(id));
  };

  P.close = function (push) {
    if (!view.item) return;
    const id = view.item.row.id;
    view.item = null;
    $("detail").hidden = true;
    document.body.classList.remove("detail-open");
    if (push) history.pushState(null, "", P.url(null));
    const card = document.querySelector(`.card[data-id="${CSS.escape(id)}"]`);
    if (card) card.focus({preventScroll: false});
  };

  P.isOpen = () => view.item !== null;

  P.step = function (delta) {
    const list = P.state.list;
    if (!view.item || !list.length) return;
    let k = list.indexOf(P.byId.get(view.item.row.id));
    if (k < 0) k = delta > 0 ? -1 : list.length;
    k = Math.max(0, Math.min(list.length - 1, k + delta));
    P.open(G.rows[list[k]].row.id, false);
  };

  P.detailKey = function (event) {
    const key = event.key;
    const id = view.item.row.id;
    if (key === "ArrowRight" || key === "j") P.step(1);
    else if (key === "ArrowLeft" || key === "k") P.step(-1);
    else if (key === "o") {
      view.overlay = !view.overlay;
      $("stage").classList.toggle("no-overlay", !view.overlay);
    } else if (key === "z") {
      view.zoom = (view.zoom + 1) % ZOOMS.length;
      applyZoom();
    } else if (key === "Escape") P.close(true);
    else if (key === "f") P.flagForm.open(id);
    else if (key >= "1" && key <= "4") P.flagForm.open(id, Number(key) - 1);
    else if (key === "x") P.flags.clear(id);
    else return false;
    return true;
  };

  $("d-prev").addEventListener("click", () => P.step(-1));
  $("d-next").addEventListener("click", () => P.step(1));
  $("d-close").addEventListener("click", () => P.close(true));
  window.addEventListener("resize", () => { if (view.item) applyZoom(); });
})();
