/* The grid: filters kept in the URL query (?language=de&category=word_center&q=…&row=ID),
   counts per facet value, cards rendered in batches as the grid scrolls. Starts the app. */
(function () {
  "use strict";
  const P = window.PBT = window.PBT || {};
  const G = window.PBT_GALLERY;
  const ORDER = {
    difficulty: ["easy", "medium", "hard"],
    result: ["hit", "miss", "missing", "unreadable"],
    flag: ["none", "wrong_box", "ambiguous", "unnatural_wording", "unrealistic_page"],
  };
  const BATCH = 60;
  const FACETS = G.facets.concat(["flag"]);
  const state = {filters: {}, q: "", list: [], shown: 0};
  const $ = (id) => document.getElementById(id);
  const grid = $("grid");
  P.state = state;
  P.byId = new Map(G.rows.map((item, i) => [item.row.id, i]));

  function values(item, facet) {
    if (facet === "flag") {
      const flag = P.flags.get(item.row.id);
      return [flag ? flag.flag : "none"];
    }
    return item.facets[facet] || [];
  }

  function text(item) {
    if (item.searchText === undefined) {
      const parts = [item.row.id, item.row.instruction || ""];
      for (const t of P.targets(item.row) || []) parts.push((t && t.instruction) || "");
      item.searchText = parts.join("\n").toLowerCase();
    }
    return item.searchText;
  }

  function matches(item, except) {
    for (const facet of FACETS) {
      const chosen = state.filters[facet];
      if (facet === except || !chosen || !chosen.size) continue;
      if (!values(item, facet).some((v) => chosen.has(v))) return false;
    }
    return !state.q || text(item).includes(state.q.toLowerCase());
  }

  function readUrl() {
    const params = new URLSearchParams(location.search);
    state.filters = {};
    for (const facet of FACETS) {
      const value = params.get(facet);
      if (value) state.filters[facet] = new Set(value.split(",").filter(Boolean));
    }
    state.q = params.get("q") || "";
    $("search").value = state.q;
    return params.get("row");
  }

  P.url = function (rowId) {
    const params = new URLSearchParams();
    for (const facet of FACETS) {
      const chosen = state.filters[facet];
      if (chosen && chosen.size) params.set(facet, [...chosen].sort().join(","));
    }
    if (state.q) params.set("q", state.q);
    if (rowId) params.set("row", rowId);
    const query = params.toString().replace(/%2C/g, ",");
    return location.pathname + (query ? "?" + query : "");
  };

  function sorted(facet, all) {
    const order = ORDER[facet];
    const rank = (v) => (order && order.includes(v) ? order.indexOf(v) : 99);
    return [...all].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  }

  function renderFacets() {
    const box = $("facets");
    box.textContent = "";
    for (const facet of FACETS) {
      const counts = new Map();
      const all = new Set(state.filters[facet] || []);
      for (const item of G.rows) {
        const vs = values(item, facet);
        for (const v of vs) all.add(v);
        if (matches(item, facet)) for (const v of vs) counts.set(v, (counts.get(v) || 0) + 1);
      }
      if (!all.size) continue;
      const section = document.createElement("section");
      section.className = "facet";
      section.dataset.facet = facet;
      const title = document.createElement("h3");
      title.textContent = facet.replace("_", " ");
      const list = document.createElement("div");
      list.className = "values";
      for (const value of sorted(facet, all)) {
        const n = counts.get(value) || 0;
        const button = document.createElement("button");
        button.type = "button";
        button.className = "fv" + (n ? "" : " zero");
        button.dataset.facet = facet;
        button.dataset.value = value;
        button.setAttribute("aria-pressed", String(Boolean(state.filters[facet] && state.filters[facet].has(value))));
        button.innerHTML = '<span class="v"></span><span class="n"></span>';
        button.firstChild.textContent = value;
        button.lastChild.textContent = n;
        list.appendChild(button);
      }
      section.append(title, list);
      box.appendChild(section);
    }
  }

  function dataName(facet) {
    return facet.replace(/_([a-z])/g, (m, c) => c.toUpperCase());
  }

  function card(item) {
    const row = item.row;
    const link = document.createElement("a");
    link.className = "card";
    link.href = P.url(row.id);
    link.dataset.id = row.id;
    for (const facet of FACETS) link.dataset[dataName(facet)] = values(item, facet).join(" ");
    const [w, h] = item.size;
    link.innerHTML = `<div class="thumb" style="aspect-ratio:${w}/${h}"><img loading="lazy" decoding="async" alt="">` +
      `<svg viewBox="0 0 ${w} ${h}" preserveAspectRatio="none">${P.shapes(item, true)}</svg></div>` +
      '<div class="cap"></div><div class="meta"></div>';
    link.querySelector("img").src = item.thumb;
    const cap = link.querySelector(".cap");
    if (item.outcome) {
      const badge = document.createElement("span");
      badge.className = "badge " + item.outcome;
      badge.textContent = item.outcome;
      cap.appendChild(badge);
    }
    const flag = P.flags.get(row.id);
    if (flag) {
      const badge = document.createElement("span");
      badge.className = "badge flag";
      badge.textContent = flag.flag;
      cap.appendChild(badge);
    }
    const many = P.targets(row);
    P.highlight(many ? many.map((t) => t && t.instruction).join(" · ") : row.instruction, cap);
    link.querySelector(".meta").textContent = [row.id, values(item, "category").join("+"),
      values(item, "language").join(""), values(item, "difficulty").join("+")].join(" · ");
    link.addEventListener("click", (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button) return;
      event.preventDefault();
      P.open(row.id, true);
    });
    return link;
  }

  function more() {
    const end = Math.min(state.list.length, state.shown + BATCH);
    const frag = document.createDocumentFragment();
    for (let k = state.shown; k < end; k++) frag.appendChild(card(G.rows[state.list[k]]));
    grid.appendChild(frag);
    state.shown = end;
    requestAnimationFrame(() => {
      const near = $("sentinel").getBoundingClientRect().top < window.innerHeight + 600;
      if (near && state.shown < state.list.length) more();
    });
  }

  function apply() {
    state.list = [];
    G.rows.forEach((item, i) => { if (matches(item)) state.list.push(i); });
    $("count").textContent = `${state.list.length} of ${G.rows.length} rows`;
    $("empty").hidden = state.list.length > 0;
    renderFacets();
    grid.textContent = "";
    state.shown = 0;
    more();
  }

  function changed() {
    apply();
    history.replaceState(null, "", P.url(null));
  }

  P.onFlagsChanged = function (id) {
    $("export-flags").textContent = `export flags (${P.flags.count()})`;
    renderFacets();
    P.flagInfo();
    const old = id && grid.querySelector(`.card[data-id="${CSS.escape(id)}"]`);
    if (old) old.replaceWith(card(G.rows[P.byId.get(id)]));
  };

  $("facets").addEventListener("click", (event) => {
    const button = event.target.closest(".fv");
    if (!button) return;
    const {facet, value} = button.dataset;
    const chosen = state.filters[facet] || (state.filters[facet] = new Set());
    if (chosen.has(value)) chosen.delete(value);
    else chosen.add(value);
    changed();
  });
  $("search").addEventListener("input", () => {
    state.q = $("search").value;
    changed();
  });
  $("clear-filters").addEventListener("click", () => {
    state.filters = {};
    state.q = "";
    $("search").value = "";
    changed();
  });
  $("export-flags").addEventListener("click", () => P.exportFlags());

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const typing = /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName);
    if (typing) {
      if (event.key === "Escape") event.target.blur();
      return;
    }
    let done = true;
    if (P.isOpen()) done = P.detailKey(event);
    else if (event.key === "/") $("search").focus();
    else if (event.key === "Enter" && state.list.length && !event.target.closest(".card, button")) P.open(G.rows[state.list[0]].row.id, true);
    else done = false;
    if (!done && event.key === "e") {
      P.exportFlags();
      done = true;
    }
    if (done) event.preventDefault();
  });

  window.addEventListener("popstate", () => {
    const row = readUrl();
    apply();
    if (row) P.open(row, false);
    else P.close(false);
  });

  new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting) && state.shown < state.list.length) more();
  }, {rootMargin: "600px"}).observe($("sentinel"));

  document.title = G.title + " · Pointerbench-Text gallery";
  $("title").textContent = G.title;
  $("export-flags").textContent = `export flags (${P.flags.count()})`;
  if (G.accuracy) {
    const acc = G.accuracy;
    $("accuracy").innerHTML = `accuracy <b id="acc-value"></b> <a href="report.html">report</a>`;
    $("acc-value").textContent = `${(acc.acc * 100).toFixed(2)}% (${acc.hits}/${acc.n})`;
    $("acc-value").dataset.accuracy = acc.acc;
  }
  const start = readUrl();
  apply();
  if (start) P.open(start, false);
})();
