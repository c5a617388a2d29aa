/* Review flags: kept in the browser's localStorage (one key per dataset), set from the
   keyboard in a row's view, exported as JSON lines {"id", "flag", "note"}. */
(function () {
  "use strict";
  const P = window.PBT = window.PBT || {};
  const G = window.PBT_GALLERY;
  const KINDS = ["wrong_box", "ambiguous", "unnatural_wording", "unrealistic_page"];
  const KEY = "pbt-gallery-flags:" + G.key;
  let flags = load();

  function load() {
    try {
      const value = JSON.parse(window.localStorage.getItem(KEY) || "{}");
      return value && typeof value === "object" ? value : {};
    } catch (err) {
      return {};
    }
  }

  function save(id) {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(flags));
    } catch (err) {
      P.toast("flags are not saved in this browser: " + err.message);
    }
    if (P.onFlagsChanged) P.onFlagsChanged(id);
  }

  P.flags = {
    kinds: KINDS,
    get: (id) => flags[id] || null,
    set(id, flag, note) {
      flags[id] = {id: id, flag: flag, note: note || ""};
      save(id);
    },
    clear(id) {
      delete flags[id];
      save(id);
    },
    all: () => Object.keys(flags).sort().map((id) => flags[id]),
    count: () => Object.keys(flags).length,
  };

  P.flagLines = function () {
    return P.flags.all().map((f) => JSON.stringify({id: f.id, flag: f.flag, note: f.note}) + "\n").join("");
  };

  P.exportFlags = function () {
    const blob = new Blob([P.flagLines()], {type: "application/x-ndjson"});
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = "flags.jsonl";
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 5000);
    P.toast("exported " + P.flags.count() + " flags as flags.jsonl");
  };

  P.toast = function (text) {
    const box = document.getElementById("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(P.toast.timer);
    P.toast.timer = setTimeout(() => { box.hidden = true; }, 2500);
  };

  /* The flag form in a row's view. */
  const form = document.getElementById("flag-form");
  const note = document.getElementById("flag-note");

  P.flagForm = {
    isOpen: () => !form.hidden,
    open(id, kindIndex) {
      const old = P.flags.get(id);
      const kind = kindIndex !== undefined ? KINDS[kindIndex] : (old ? old.flag : KINDS[0]);
      form.dataset.id = id;
      form.hidden = false;
      for (const input of form.querySelectorAll("input[name=flag]")) input.checked = input.value === kind;
      note.value = old ? old.note : "";
      note.focus();
    },
    close() {
      form.hidden = true;
      note.blur();
    },
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const checked = form.querySelector("input[name=flag]:checked");
    if (!checked) return;
    P.flags.set(form.dataset.id, checked.value, note.value.trim());
    P.flagForm.close();
    P.toast("flagged " + form.dataset.id + ": " + checked.value);
  });
  document.getElementById("flag-cancel").addEventListener("click", () => P.flagForm.close());
  form.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      P.flagForm.close();
    }
  });
})();
