/**
 * The page layouts of the evaluation documents. Each takes a spec's `data` (every string exactly as
 * printed) and returns pages of drawing operations (see Page in generate.mjs). Nothing here knows the
 * ground truth: it prints what the spec says, where that kind of document prints it.
 */
const LETTER = [612, 792];
const GREY = [0.35, 0.35, 0.38];
const LIGHT = [0.93, 0.94, 0.96];

function newPage(ctx, size = LETTER) {
  return new ctx.Page(size[0], size[1], ctx.measure);
}

/** Insurer block top-left: name and the lines under it (head office). */
function insurerHead(p, d, x = 40, y = 50, { size = 15, color = [0.1, 0.2, 0.45] } = {}) {
  p.text(x, y, d.insurer.name, { size, bold: true, color });
  let yy = y + 12;
  for (const l of d.insurer.lines ?? []) {
    p.text(x, yy, l, { size: 7.5, color: GREY });
    yy += 9.5;
  }
  return yy;
}

function box(p, x, y, w, h, title, lines, { size = 8.5, titleSize = 7, gap = 11 } = {}) {
  p.rect(x, y, w, h, { stroke: [0.3, 0.3, 0.3], lw: 0.7 });
  p.rect(x, y, w, 11, { fill: LIGHT });
  p.text(x + 4, y + 8.2, title, { size: titleSize, bold: true });
  let yy = y + 11 + gap;
  for (const l of lines) {
    if (l && typeof l === "object") p.text(x + 5, yy, l.text, { size: l.size ?? size, bold: !!l.bold });
    else p.text(x + 5, yy, l, { size });
    yy += gap;
  }
}

function footer(p, text, n, of, fr = false) {
  p.line(40, p.height - 40, p.width - 40, p.height - 40, { w: 0.4, color: GREY });
  p.text(40, p.height - 28, text ?? "", { size: 6.5, color: GREY });
  if (n) p.text(p.width - 40, p.height - 28, of ? `Page ${n} ${fr ? "de" : "of"} ${of}` : `Page ${n}`, { size: 6.5, color: GREY, align: "right" });
}

function paragraphs(p, x, y, width, list, opts = {}) {
  let yy = y;
  for (const para of list ?? []) {
    if (typeof para === "object" && para.heading) {
      yy += 4;
      p.text(x, yy, para.heading, { size: para.size ?? 9, bold: true });
      yy += 12;
      continue;
    }
    yy = p.wrap(x, yy, width, para, { size: opts.size ?? 7.8 }) + 3;
  }
  return yy;
}

// ------------------------------------------------------------------ Ontario OAP 1 certificate

function oap1(d, ctx) {
  const p = newPage(ctx);
  const L = 40;
  const R = 572;
  let y = insurerHead(p, d);
  p.text(R, 48, "CERTIFICATE OF AUTOMOBILE INSURANCE", { size: 11.5, bold: true, align: "right" });
  p.text(R, 60, "Ontario Automobile Policy (OAP 1) - Owner's Policy", { size: 8, align: "right" });
  p.text(R, 71, d.transaction ?? "Renewal Certificate", { size: 8, bold: true, align: "right" });
  y = Math.max(y, 86) + 4;
  // Policy number and period
  p.table(L, y, [
    { w: 150, label: "Policy Number" },
    { w: 120, label: "Policy Effective Date" },
    { w: 120, label: "Policy Expiry Date" },
    { w: 142, label: "Reason for Issuance" },
  ], [[{ text: d.policyNumber, bold: true }, d.period.from, d.period.to, d.reason ?? "Renewal"]], { size: 9, rowH: 16 });
  y += 41;
  p.text(L, y, "Policy period begins and ends at 12:01 a.m. standard time at the address of the named insured.", { size: 6.8, color: GREY });
  y += 8;
  box(p, L, y, 262, 70, "NAMED INSURED AND ADDRESS", [{ text: d.insured.name, bold: true }, ...d.insured.lines], { size: 8.5 });
  box(p, L + 270, y, 262, 70, "BROKER / AGENT", [d.broker.name, ...d.broker.lines], { size: 8 });
  y += 78;
  p.text(L, y + 8, `Lessor: ${d.lessor ?? "None"}`, { size: 8 });
  p.text(L + 270, y + 8, `Lienholder: ${d.lienholder ?? "None"}`, { size: 8 });
  y += 16;
  p.text(L, y + 8, "DESCRIBED AUTOMOBILE", { size: 8.5, bold: true });
  y += 12;
  y = p.table(L, y, [
    { w: 34, label: "Auto", align: "center" },
    { w: 40, label: "Year" },
    { w: 80, label: "Make" },
    { w: 90, label: "Model" },
    { w: 70, label: "Body Type" },
    { w: 140, label: "Vehicle Identification No." },
    { w: 78, label: "List Price New", align: "right" },
  ], d.vehicles.map((v, i) => [String(i + 1), v.year, v.make, v.model, v.body ?? "", v.vin, v.price ?? ""]), { size: 8.3 });
  y += 8;
  if (d.drivers) {
    p.text(L, y + 8, "DRIVER INFORMATION", { size: 8.5, bold: true });
    y += 12;
    y = p.table(L, y, [
      { w: 180, label: "Driver Name" },
      { w: 70, label: "Licence Class" },
      { w: 90, label: "Years Licensed" },
      { w: 192, label: "Status" },
    ], d.drivers.map((r) => [r.name, r.cls, r.years, r.status]), { size: 8.3 });
    y += 8;
  }
  p.text(L, y + 8, "INSURANCE COVERAGES  -  Insurance is provided only where a premium or \"Included\" is shown", { size: 8.5, bold: true });
  y += 12;
  const rows = d.coverages.map((c) => [c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]);
  if (d.endorsements?.length) {
    rows.push({ cells: [{ text: "Policy Change Forms (Endorsements)", bold: true }, "", "", ""], fill: LIGHT });
    for (const e of d.endorsements) rows.push([`${e.code} ${e.label}`, e.limit ?? "", e.ded ?? "", e.prem ?? ""]);
  }
  rows.push({ cells: [{ text: "TOTAL PREMIUM", bold: true }, "", "", { text: d.total, bold: true }], fill: [0.96, 0.96, 0.9] });
  y = p.table(L, y, [
    { w: 250, label: "Coverage" },
    { w: 110, label: "Limit", align: "right" },
    { w: 86, label: "Deductible", align: "right" },
    { w: 86, label: "Premium", align: "right" },
  ], rows, { size: 8.3, rowH: 14 });
  y += 12;
  if (d.payment) {
    p.text(L, y, d.payment, { size: 8 });
    y += 12;
  }
  if (d.rating) {
    p.text(L, y, d.rating, { size: 7.5, color: GREY });
    y += 12;
  }
  y = paragraphs(p, L, y + 4, R - L, d.notes);
  footer(p, d.footer ?? `${d.insurer.name} - Certificate of Automobile Insurance`, 1, 1);
  return [p];
}

// ------------------------------------------------------------------ two-column declarations (Atlantic / Alberta)

/** A band of two columns of label/value pairs. With rightFirst, the right column is drawn first. */
function twoColumnBand(p, y, left, right, { x1 = 40, x2 = 318, w = 254, size = 8.5, rightFirst = false, labelW = 118 } = {}) {
  const draw = (x, items) => {
    let yy = y;
    for (const it of items) {
      if (it.heading) {
        p.rect(x, yy - 9, w, 13, { fill: LIGHT });
        p.text(x + 4, yy, it.heading, { size: size - 0.3, bold: true });
        yy += 15;
        continue;
      }
      if (it.label === undefined) {
        p.text(x + 4, yy, it.value, { size, bold: !!it.bold });
        yy += size + 4;
        continue;
      }
      p.text(x + 4, yy, it.label, { size: size - 0.5, color: GREY });
      p.text(x + labelW, yy, it.value, { size, bold: !!it.bold });
      yy += size + 4;
    }
    return yy;
  };
  let a;
  let b;
  if (rightFirst) {
    b = draw(x2, right);
    a = draw(x1, left);
  } else {
    a = draw(x1, left);
    b = draw(x2, right);
  }
  return Math.max(a, b);
}

function twocol(d, ctx) {
  const p = newPage(ctx);
  const band = d.bandColor ?? [0.1, 0.3, 0.25];
  p.rect(0, 0, 612, 70, { fill: band });
  p.text(40, 34, d.insurer.name, { size: 16, bold: true, color: [1, 1, 1] });
  p.text(40, 50, (d.insurer.lines ?? []).join("  |  "), { size: 7, color: [0.9, 0.95, 0.95] });
  p.text(572, 34, d.title ?? "AUTOMOBILE POLICY DECLARATIONS", { size: 10.5, bold: true, color: [1, 1, 1], align: "right" });
  p.text(572, 48, d.subtitle ?? "", { size: 7.5, color: [1, 1, 1], align: "right" });
  let y = 92;
  y = twoColumnBand(p, y, d.leftTop, d.rightTop, { rightFirst: d.rightFirst, labelW: d.labelW ?? 100 });
  y += 10;
  y = twoColumnBand(p, y, d.leftCov, d.rightCov, { rightFirst: d.rightFirst, labelW: d.covLabelW ?? 150 });
  y += 8;
  if (d.totalLine) {
    p.rect(40, y, 532, 20, { fill: [0.95, 0.95, 0.88] });
    p.text(46, y + 13.5, d.totalLine[0], { size: 10, bold: true });
    p.text(566, y + 13.5, d.totalLine[1], { size: 10, bold: true, align: "right" });
    y += 32;
  }
  y = paragraphs(p, 40, y + 4, 532, d.notes);
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

// ------------------------------------------------------------------ dot leaders (memo style)

function leaders(d, ctx) {
  const p = newPage(ctx);
  const L = 72;
  const R = 540;
  p.text(306, 56, d.insurer.name.toUpperCase(), { size: 13, bold: true, align: "center" });
  let yy = 68;
  for (const l of d.insurer.lines ?? []) {
    p.text(306, yy, l, { size: 7.5, align: "center", color: GREY });
    yy += 9;
  }
  p.line(L, yy + 2, R, yy + 2, { w: 1 });
  p.text(306, yy + 18, d.title ?? "DECLARATIONS - AUTOMOBILE POLICY", { size: 10.5, bold: true, align: "center" });
  let y = yy + 40;
  for (const sec of d.sections) {
    p.text(L, y, sec.heading, { size: 9, bold: true });
    y += 4;
    p.line(L, y, R, y, { w: 0.4, color: GREY });
    y += 12;
    for (const [label, value] of sec.rows) {
      if (value === null) {
        p.text(L + 12, y, label, { size: 8.8 });
      } else p.leader(L + 12, R, y, label, value, { size: 8.8 });
      y += 12.5;
    }
    y += 8;
  }
  y = paragraphs(p, L, y, R - L, d.notes, { size: 7.8 });
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

// ------------------------------------------------------------------ value under its label

function stacked(d, ctx) {
  const p = newPage(ctx);
  p.rect(40, 36, 6, 34, { fill: d.accent ?? [0.8, 0.2, 0.2] });
  p.text(54, 52, d.insurer.name, { size: 15, bold: true });
  p.text(54, 65, (d.insurer.lines ?? []).join(" - "), { size: 7, color: GREY });
  p.text(572, 52, d.title ?? "Your auto policy", { size: 12, bold: true, align: "right" });
  p.text(572, 65, d.subtitle ?? "", { size: 7.5, color: GREY, align: "right" });
  let y = 96;
  const cell = (x, yy, label, value, _w) => {
    p.text(x, yy, label.toUpperCase(), { size: 6.8, color: GREY });
    const lines = Array.isArray(value) ? value : [value];
    let vy = yy + 12;
    for (const v of lines) {
      p.text(x, vy, v, { size: 9.5, bold: true });
      vy += 12;
    }
    return vy;
  };
  for (const row of d.grid) {
    let maxY = y;
    const w = 532 / row.length;
    row.forEach(([label, value], i) => {
      maxY = Math.max(maxY, cell(40 + i * w, y, label, value, w));
    });
    y = maxY + 10;
    p.line(40, y - 4, 572, y - 4, { w: 0.3, color: [0.75, 0.75, 0.78] });
    y += 6;
  }
  y += 6;
  p.text(40, y, d.coverageHeading ?? "Coverages", { size: 11, bold: true });
  y += 16;
  const colW = 532 / 3;
  d.coverageCards.forEach((c, i) => {
    const col = i % 3;
    const x = 40 + col * colW;
    if (col === 0 && i > 0) y += 58;
    p.rect(x + 2, y - 10, colW - 8, 52, { stroke: [0.78, 0.78, 0.82], lw: 0.6 });
    p.text(x + 8, y + 2, c.title, { size: 8.5, bold: true });
    let yy = y + 14;
    for (const [lab, val] of c.rows) {
      p.text(x + 8, yy, lab, { size: 6.5, color: GREY });
      p.text(x + 8, yy + 9, val, { size: 8.8, bold: true });
      yy += 20;
    }
  });
  y += 66;
  y = paragraphs(p, 40, y, 532, d.notes);
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

// ------------------------------------------------------------------ multi-page renewal

function renewal(d, ctx) {
  const pages = [];
  const fr = d.lang === "fr";
  const T = fr
    ? { page: (n, of) => `Page ${n} de ${of}`, cov: "Garantie", lim: "Montant / limite", ded: "Franchise", prem: "Prime", no: "No", desc: "Description", end: "Avenants" }
    : { page: null, cov: "Coverage", lim: "Limit", ded: "Deductible", prem: "Premium", no: "Form", desc: "Description", end: "Endorsements" };
  const of = 3;
  const foot = (p, n) => {
    p.line(40, 752, 572, 752, { w: 0.4, color: GREY });
    p.text(40, 764, `${d.insurer.name} - ${d.policyNumberLabel} ${d.policyNumber}`, { size: 6.5, color: GREY });
    p.text(572, 764, fr ? T.page(n, of) : `Page ${n} of ${of}`, { size: 6.5, color: GREY, align: "right" });
  };
  // 1. cover letter
  const p1 = newPage(ctx);
  let y = insurerHead(p1, d, 40, 52, { size: 16 });
  y += 26;
  p1.text(40, y, d.letter.date, { size: 9 });
  y += 28;
  for (const l of [d.insured.name, ...d.insured.lines]) {
    p1.text(40, y, l, { size: 9.5 });
    y += 12.5;
  }
  y += 18;
  p1.text(40, y, d.letter.re, { size: 9.5, bold: true });
  y += 24;
  for (const para of d.letter.body) {
    y = p1.wrap(40, y, 532, para, { size: 9.5, gap: 1.35 }) + 8;
  }
  y += 10;
  for (const l of d.letter.sign) {
    p1.text(40, y, l, { size: 9.5 });
    y += 12.5;
  }
  foot(p1, 1);
  pages.push(p1);
  // 2. declarations with the coverage table
  const p2 = newPage(ctx);
  y = insurerHead(p2, d, 40, 48, { size: 12 });
  p2.text(572, 48, d.decTitle, { size: 11, bold: true, align: "right" });
  p2.text(572, 60, d.decSubtitle ?? "", { size: 7.5, align: "right" });
  y = Math.max(y, 72) + 8;
  y = twoColumnBand(p2, y + 8, d.decLeft, d.decRight, { labelW: d.decLabelW ?? 96 });
  y += 6;
  y = p2.table(40, y, [
    { w: 40, label: fr ? "Véh." : "Veh.", align: "center" },
    { w: 50, label: fr ? "Année" : "Year" },
    { w: 110, label: fr ? "Marque" : "Make" },
    { w: 120, label: fr ? "Modèle" : "Model" },
    { w: 212, label: fr ? "Numéro d'identification (NIV)" : "Serial Number (VIN)" },
  ], d.vehicles.map((v, i) => [String(i + 1), v.year, v.make, v.model, v.vin]), { size: 8.5 });
  y += 14;
  const rows = d.coverages.map((c) => [c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]);
  rows.push({ cells: [{ text: d.totalLabel, bold: true }, "", "", { text: d.total, bold: true }], fill: [0.96, 0.96, 0.9] });
  y = p2.table(40, y, [
    { w: 236, label: T.cov },
    { w: 110, label: T.lim, align: "right" },
    { w: 90, label: T.ded, align: "right" },
    { w: 96, label: T.prem, align: "right" },
  ], rows, { size: 8.5, rowH: 15 });
  y += 12;
  y = paragraphs(p2, 40, y, 532, d.decNotes);
  foot(p2, 2);
  pages.push(p2);
  // 3. endorsements and notices
  const p3 = newPage(ctx);
  p3.text(40, 52, d.endTitle, { size: 12, bold: true });
  y = 70;
  y = p3.table(40, y, [
    { w: 70, label: T.no },
    { w: 280, label: T.desc },
    { w: 100, label: T.lim, align: "right" },
    { w: 82, label: T.prem, align: "right" },
  ], d.endorsements.map((e) => [e.code, e.label, e.limit ?? "", e.prem ?? ""]), { size: 8.5, rowH: 15 });
  y += 18;
  y = paragraphs(p3, 40, y, 532, d.notices, { size: 8.2 });
  foot(p3, 3);
  pages.push(p3);
  return pages;
}

// ------------------------------------------------------------------ two vehicles on one policy

function multiveh(d, ctx) {
  const p = newPage(ctx);
  let y = insurerHead(p, d, 40, 48, { size: 14 });
  p.text(572, 48, d.title, { size: 11, bold: true, align: "right" });
  p.text(572, 60, d.subtitle ?? "", { size: 7.5, align: "right" });
  y = Math.max(y, 76) + 6;
  y = twoColumnBand(p, y + 6, d.leftTop, d.rightTop, { labelW: 96 });
  y += 4;
  y = p.table(40, y, [
    { w: 50, label: "Vehicle", align: "center" },
    { w: 44, label: "Year" },
    { w: 90, label: "Make" },
    { w: 100, label: "Model" },
    { w: 150, label: "VIN" },
    { w: 98, label: "Principal Driver" },
  ], d.vehicles.map((v, i) => [String(i + 1), v.year, v.make, v.model, v.vin, v.driver ?? ""]), { size: 8.2 });
  y += 10;
  d.vehicleCoverages.forEach((vc, _i) => {
    p.text(40, y + 8, vc.heading, { size: 9, bold: true });
    y += 12;
    const rows = vc.rows.map((c) => [c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]);
    rows.push({ cells: [{ text: vc.subtotalLabel, bold: true }, "", "", { text: vc.subtotal, bold: true }], fill: LIGHT });
    y = p.table(40, y, [
      { w: 250, label: "Coverage" },
      { w: 100, label: "Limit", align: "right" },
      { w: 90, label: "Deductible", align: "right" },
      { w: 92, label: "Premium", align: "right" },
    ], rows, { size: 8, rowH: 13.5 });
    y += 8;
  });
  p.rect(40, y, 532, 20, { fill: [0.95, 0.95, 0.88] });
  p.text(46, y + 13.5, d.totalLabel, { size: 10, bold: true });
  p.text(566, y + 13.5, d.total, { size: 10, bold: true, align: "right" });
  y += 30;
  y = paragraphs(p, 40, y, 532, d.notes);
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

// ------------------------------------------------------------------ ICBC Autoplan

function icbc(d, ctx) {
  const p = newPage(ctx);
  p.rect(40, 30, 532, 44, { fill: [0.0, 0.27, 0.55] });
  p.text(50, 50, "ICBC", { size: 20, bold: true, color: [1, 1, 1] });
  p.text(50, 64, "Insurance Corporation of British Columbia", { size: 8, color: [1, 1, 1] });
  p.text(562, 50, "Autoplan", { size: 14, bold: true, color: [1, 1, 1], align: "right" });
  p.text(562, 64, "Owner's Certificate of Insurance and Vehicle Licence", { size: 8, color: [1, 1, 1], align: "right" });
  p.text(40, 86, d.icbcOffice ?? "", { size: 7, color: GREY });
  let y = 96;
  p.table(40, y, [
    { w: 130, label: "Policy Number" },
    { w: 90, label: "Licence Plate" },
    { w: 110, label: "Effective Date" },
    { w: 110, label: "Expiry Date" },
    { w: 92, label: "Transaction" },
  ], [[{ text: d.policyNumber, bold: true }, d.plate, d.period.from, d.period.to, d.transaction ?? "Renewal"]], { size: 8.8, rowH: 16 });
  y += 40;
  box(p, 40, y, 262, 66, "OWNER / NAMED INSURED", [{ text: d.insured.name, bold: true }, ...d.insured.lines], { size: 8.5 });
  box(p, 310, y, 262, 66, "AUTOPLAN BROKER", [d.broker.name, ...d.broker.lines], { size: 8 });
  y += 74;
  y = p.table(40, y, [
    { w: 44, label: "Year" },
    { w: 90, label: "Make" },
    { w: 100, label: "Model" },
    { w: 70, label: "Body Style" },
    { w: 148, label: "Vehicle Identification Number" },
    { w: 80, label: "Rate Class" },
  ], d.vehicles.map((v) => [v.year, v.make, v.model, v.body ?? "", v.vin, v.rateClass ?? ""]), { size: 8.5 });
  y += 8;
  p.text(40, y + 8, `Use: ${d.use}    Territory: ${d.territory ?? ""}    Principal operator: ${d.principal ?? ""}`, { size: 8 });
  y += 18;
  const section = (title, rows) => {
    p.rect(40, y, 532, 14, { fill: [0.86, 0.9, 0.96] });
    p.text(44, y + 10, title, { size: 8.8, bold: true });
    y += 14;
    y = p.table(40, y, [
      { w: 250, label: "Coverage" },
      { w: 120, label: "Limit", align: "right" },
      { w: 80, label: "Deductible", align: "right" },
      { w: 82, label: "Premium", align: "right" },
    ], rows.map((c) => [c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]), { size: 8.2, rowH: 14, headFill: LIGHT });
    y += 8;
  };
  section("BASIC AUTOPLAN (compulsory)", d.basic);
  section("OPTIONAL AUTOPLAN", d.optional);
  const lines = d.premiumLines;
  for (const [label, value, bold] of lines) {
    p.text(400, y + 8, label, { size: 8.5, bold: !!bold });
    p.text(566, y + 8, value, { size: 8.5, bold: !!bold, align: "right" });
    y += 12;
  }
  y += 8;
  y = paragraphs(p, 40, y, 532, d.notes, { size: 7.6 });
  footer(p, "ICBC Autoplan - keep this certificate in your vehicle.", 1, 1);
  return [p];
}

// ------------------------------------------------------------------ MPI / SGI renewal notices

function publicRenewal(d, ctx) {
  const p = newPage(ctx);
  p.rect(40, 34, 532, 3, { fill: d.color ?? [0.1, 0.4, 0.2] });
  p.text(40, 58, d.insurer.name, { size: 15, bold: true, color: d.color ?? [0.1, 0.4, 0.2] });
  let yy = 70;
  for (const l of d.insurer.lines ?? []) {
    p.text(40, yy, l, { size: 7.5, color: GREY });
    yy += 9;
  }
  p.text(572, 58, d.title, { size: 12, bold: true, align: "right" });
  p.text(572, 71, d.subtitle ?? "", { size: 8, align: "right" });
  let y = Math.max(yy, 84) + 12;
  y = twoColumnBand(p, y, d.leftTop, d.rightTop, { labelW: d.labelW ?? 100 });
  y += 6;
  for (const sec of d.sections) {
    p.rect(40, y, 532, 15, { fill: d.sectionFill ?? [0.88, 0.94, 0.9] });
    p.text(45, y + 11, sec.heading, { size: 9, bold: true });
    y += 15;
    y = p.table(40, y, [
      { w: 260, label: "Coverage" },
      { w: 110, label: "Limit", align: "right" },
      { w: 80, label: "Deductible", align: "right" },
      { w: 82, label: "Premium", align: "right" },
    ], sec.rows.map((c) => [c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]), { size: 8.3, rowH: 14, headFill: LIGHT });
    y += 10;
  }
  for (const [label, value, bold] of d.premiumLines) {
    p.text(360, y + 8, label, { size: 9, bold: !!bold });
    p.text(566, y + 8, value, { size: 9, bold: !!bold, align: "right" });
    y += 13;
  }
  y += 10;
  y = paragraphs(p, 40, y, 532, d.notes);
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

// ------------------------------------------------------------------ base + excess liability

function excess(d, ctx) {
  const p = newPage(ctx);
  let y = insurerHead(p, d, 40, 50, { size: 14, color: [0.35, 0.1, 0.3] });
  p.text(572, 50, d.title, { size: 11, bold: true, align: "right" });
  p.text(572, 62, d.subtitle ?? "", { size: 7.5, align: "right" });
  y = Math.max(y, 78) + 8;
  y = twoColumnBand(p, y + 6, d.leftTop, d.rightTop, { labelW: 96 });
  y += 6;
  p.text(40, y + 8, "LIABILITY INSURANCE", { size: 9, bold: true });
  y += 12;
  y = p.table(40, y, [
    { w: 260, label: "Layer" },
    { w: 170, label: "Limit" },
    { w: 102, label: "Premium", align: "right" },
  ], d.layers.map((l) => [l.label, l.limit, l.prem ?? ""]), { size: 8.5, rowH: 15 });
  y += 14;
  p.text(40, y + 8, "OTHER COVERAGES", { size: 9, bold: true });
  y += 12;
  const rows = d.coverages.map((c) => [c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]);
  if (d.endorsements) for (const e of d.endorsements) rows.push([`${e.code} ${e.label}`, e.limit ?? "", "", e.prem ?? ""]);
  rows.push({ cells: [{ text: d.totalLabel, bold: true }, "", "", { text: d.total, bold: true }], fill: [0.96, 0.96, 0.9] });
  y = p.table(40, y, [
    { w: 250, label: "Coverage" },
    { w: 110, label: "Limit", align: "right" },
    { w: 86, label: "Deductible", align: "right" },
    { w: 86, label: "Premium", align: "right" },
  ], rows, { size: 8.3, rowH: 14 });
  y += 14;
  y = paragraphs(p, 40, y, 532, d.notes);
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

// ------------------------------------------------------------------ Quebec F.P.Q. no 1 (French)

function fpq(d, ctx) {
  const p = newPage(ctx);
  let y = insurerHead(p, d, 40, 50, { size: 14, color: [0.0, 0.35, 0.2] });
  p.text(572, 48, "POLICE D'ASSURANCE AUTOMOBILE DU QUÉBEC", { size: 10, bold: true, align: "right" });
  p.text(572, 60, "F.P.Q. no 1 - Formule des propriétaires", { size: 8, align: "right" });
  p.text(572, 71, d.titleLine ?? "Conditions particulières (déclarations)", { size: 8, bold: true, align: "right" });
  y = Math.max(y, 84) + 8;
  p.table(40, y, [
    { w: 150, label: "Numéro de police" },
    { w: 250, label: "Durée du contrat" },
    { w: 132, label: "Motif" },
  ], [[{ text: d.policyNumber, bold: true }, `du ${d.period.from} au ${d.period.to}`, d.reason ?? "Renouvellement"]], { size: 9, rowH: 16 });
  y += 41;
  p.text(40, y, "à 0 h 01, heure normale, à l'adresse de l'assuré désigné.", { size: 6.8, color: GREY });
  y += 8;
  box(p, 40, y, 262, 70, "ARTICLE 1 - ASSURÉ DÉSIGNÉ ET ADRESSE", [{ text: d.insured.name, bold: true }, ...d.insured.lines], { size: 8.5 });
  box(p, 310, y, 262, 70, "CABINET / COURTIER", [d.broker.name, ...d.broker.lines], { size: 8 });
  y += 80;
  p.text(40, y + 6, "ARTICLE 3 - VÉHICULE DÉCRIT", { size: 8.8, bold: true });
  y += 10;
  y = p.table(40, y, [
    { w: 46, label: "Année" },
    { w: 90, label: "Marque" },
    { w: 100, label: "Modèle" },
    { w: 150, label: "Numéro de série (NIV)" },
    { w: 146, label: "Usage" },
  ], d.vehicles.map((v) => [v.year, v.make, v.model, v.vin, v.use ?? "Promenade et travail"]), { size: 8.4 });
  y += 12;
  const rows = [];
  rows.push({ cells: [{ text: "CHAPITRE A - Responsabilité civile", bold: true }, "", "", ""], fill: LIGHT });
  for (const c of d.chapA) rows.push([c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]);
  rows.push({ cells: [{ text: "CHAPITRE B - Dommages aux véhicules assurés", bold: true }, "", "", ""], fill: LIGHT });
  for (const c of d.chapB) rows.push([c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]);
  rows.push({ cells: [{ text: "AVENANTS (F.A.Q.)", bold: true }, "", "", ""], fill: LIGHT });
  for (const e of d.endorsements) rows.push([`${e.code} - ${e.label}`, e.limit ?? "", e.ded ?? "", e.prem ?? ""]);
  rows.push({ cells: [{ text: d.totalLabel ?? "PRIME ANNUELLE TOTALE", bold: true }, "", "", { text: d.total, bold: true }], fill: [0.96, 0.96, 0.9] });
  y = p.table(40, y, [
    { w: 262, label: "Protection" },
    { w: 100, label: "Montant d'assurance", align: "right" },
    { w: 80, label: "Franchise", align: "right" },
    { w: 90, label: "Prime", align: "right" },
  ], rows, { size: 8.2, rowH: 14 });
  y += 12;
  if (d.payment) {
    p.text(40, y, d.payment, { size: 8 });
    y += 12;
  }
  y = paragraphs(p, 40, y + 4, 532, d.notes);
  footer(p, d.footer ?? "", 1, 1, true);
  return [p];
}

// ------------------------------------------------------------------ French two-column page

function frtwocol(d, ctx) {
  const p = newPage(ctx);
  p.rect(40, 34, 54, 40, { fill: d.accent ?? [0.55, 0.1, 0.1] });
  p.text(67, 60, d.logo ?? "", { size: 14, bold: true, color: [1, 1, 1], align: "center" });
  p.text(104, 50, d.insurer.name, { size: 14, bold: true });
  p.text(104, 62, (d.insurer.lines ?? []).join(" - "), { size: 7, color: GREY });
  p.text(572, 50, d.title, { size: 11, bold: true, align: "right" });
  p.text(572, 62, d.subtitle ?? "", { size: 7.5, align: "right" });
  p.line(40, 84, 572, 84, { w: 1.2, color: d.accent ?? [0.55, 0.1, 0.1] });
  let y = 104;
  y = twoColumnBand(p, y, d.leftTop, d.rightTop, { rightFirst: d.rightFirst, labelW: d.labelW ?? 104 });
  y += 12;
  y = twoColumnBand(p, y, d.leftCov, d.rightCov, { rightFirst: d.rightFirst, labelW: d.covLabelW ?? 150 });
  y += 8;
  if (d.totalLine) {
    p.rect(40, y, 532, 20, { fill: [0.97, 0.93, 0.93] });
    p.text(46, y + 13.5, d.totalLine[0], { size: 10, bold: true });
    p.text(566, y + 13.5, d.totalLine[1], { size: 10, bold: true, align: "right" });
    y += 32;
  }
  y = paragraphs(p, 40, y + 4, 532, d.notes);
  footer(p, d.footer ?? "", 1, 1, true);
  return [p];
}

// ------------------------------------------------------------------ liability cards

function pinkcard(d, ctx) {
  const size = d.size ?? [342, 216];
  const p = new ctx.Page(size[0], size[1], ctx.measure);
  const W = size[0];
  p.rect(0, 0, W, size[1], { fill: d.paper ?? [0.98, 0.86, 0.9] });
  p.rect(6, 6, W - 12, size[1] - 12, { stroke: [0.6, 0.3, 0.4], lw: 0.8 });
  let y = 19;
  for (const t of d.titles) {
    p.text(W / 2, y, t, { size: 6.6, bold: true, align: "center" });
    y += 8;
  }
  y += 3;
  p.line(12, y - 5, W - 12, y - 5, { w: 0.4, color: [0.5, 0.3, 0.35] });
  const _col = (W - 24) / 2;
  const cell = (x, yy, label, value, _w) => {
    p.text(x, yy, label, { size: 5.2, color: [0.35, 0.2, 0.25] });
    const vals = Array.isArray(value) ? value : [value];
    let vy = yy + 8.2;
    for (const v of vals) {
      p.text(x, vy, v, { size: 7.3, bold: true });
      vy += 8.5;
    }
    return vy;
  };
  for (const row of d.rows) {
    let maxY = y;
    const w = (W - 24) / row.length;
    row.forEach(([label, value], i) => {
      maxY = Math.max(maxY, cell(12 + i * w, y, label, value, w));
    });
    y = maxY + 2.5;
  }
  if (d.fine) {
    for (const f of d.fine) {
      p.text(W / 2, y + 2, f, { size: 4.6, align: "center", color: [0.3, 0.2, 0.25] });
      y += 6;
    }
  }
  return [p];
}

function eslip(d, ctx) {
  const p = new ctx.Page(320, 600, ctx.measure);
  p.rect(0, 0, 320, 600, { fill: [0.97, 0.97, 0.98] });
  p.rect(0, 0, 320, 62, { fill: d.color ?? [0.1, 0.2, 0.5] });
  p.text(16, 28, d.insurer.name, { size: 13, bold: true, color: [1, 1, 1] });
  p.text(16, 44, d.insurer.tagline ?? "", { size: 7, color: [0.9, 0.9, 1] });
  p.text(160, 84, d.title1, { size: 10, bold: true, align: "center" });
  p.text(160, 97, d.title2, { size: 8.5, align: "center" });
  p.rect(16, 108, 288, 22, { fill: [0.9, 0.96, 0.9] });
  p.text(160, 123, d.badge ?? "", { size: 7.5, bold: true, align: "center", color: [0.1, 0.4, 0.1] });
  let y = 148;
  for (const [label, value] of d.fields) {
    p.text(18, y, label, { size: 6.8, color: GREY });
    const vals = Array.isArray(value) ? value : [value];
    let vy = y + 11;
    for (const v of vals) {
      p.text(18, vy, v, { size: 9.5, bold: true });
      vy += 11;
    }
    y = vy + 5;
    p.line(16, y - 6, 304, y - 6, { w: 0.3, color: [0.8, 0.8, 0.84] });
  }
  // a QR-like square (decoration)
  const rng = ctx.rng;
  const qx = 230;
  const qy = y + 4;
  for (let i = 0; i < 15; i++) for (let j = 0; j < 15; j++) if (rng() < 0.48) p.rect(qx + i * 4.4, qy + j * 4.4, 4.4, 4.4, { fill: [0, 0, 0] });
  let fy = y + 10;
  for (const f of d.fine ?? []) fy = p.wrap(18, fy, 200, f, { size: 6.2, color: GREY }) + 2;
  return [p];
}

// ------------------------------------------------------------------ change of coverage (an endorsement page alone)

function change(d, ctx) {
  const p = newPage(ctx);
  let y = insurerHead(p, d, 40, 50, { size: 13 });
  p.text(572, 50, d.title, { size: 11, bold: true, align: "right" });
  p.text(572, 62, d.subtitle ?? "", { size: 7.5, align: "right" });
  y = Math.max(y, 80) + 10;
  y = twoColumnBand(p, y, d.leftTop, d.rightTop, { labelW: d.labelW ?? 110 });
  y += 8;
  p.text(40, y + 6, d.changeHeading, { size: 10, bold: true });
  y += 14;
  y = p.table(40, y, d.cols.map((c) => ({ ...c })), d.rows, { size: 8.3, rowH: 15 });
  y += 14;
  for (const [label, value, bold] of d.premiumLines ?? []) {
    p.text(330, y, label, { size: 9, bold: !!bold });
    p.text(566, y, value, { size: 9, bold: !!bold, align: "right" });
    y += 13;
  }
  y += 8;
  y = paragraphs(p, 40, y, 532, d.notes);
  footer(p, d.footer ?? "", 1, 1, d.lang === "fr");
  return [p];
}

// ------------------------------------------------------------------ documents that are not car insurance

function homeDec(d, ctx) {
  const p = newPage(ctx);
  let y = insurerHead(p, d, 40, 50, { size: 14 });
  p.text(572, 50, "HOMEOWNERS POLICY DECLARATIONS", { size: 11, bold: true, align: "right" });
  p.text(572, 62, "Comprehensive Homeowners Form", { size: 7.5, align: "right" });
  y = Math.max(y, 80) + 10;
  y = twoColumnBand(p, y, d.leftTop, d.rightTop, { labelW: 96 });
  y += 8;
  y = p.table(40, y, [
    { w: 260, label: "Coverage" },
    { w: 110, label: "Limit", align: "right" },
    { w: 80, label: "Deductible", align: "right" },
    { w: 82, label: "Premium", align: "right" },
  ], [...d.coverages.map((c) => [c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]), { cells: [{ text: "Total Annual Premium", bold: true }, "", "", { text: d.total, bold: true }] }], { size: 8.4 });
  y += 14;
  paragraphs(p, 40, y, 532, d.notes);
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

function bill(d, ctx) {
  const p = newPage(ctx);
  p.rect(0, 0, 612, 64, { fill: [0.1, 0.35, 0.6] });
  p.text(40, 40, d.company, { size: 18, bold: true, color: [1, 1, 1] });
  p.text(572, 40, d.title, { size: 12, bold: true, color: [1, 1, 1], align: "right" });
  let y = 92;
  y = twoColumnBand(p, y, d.leftTop, d.rightTop, { labelW: 110 });
  y += 10;
  y = p.table(40, y, [
    { w: 300, label: d.colLabels[0] },
    { w: 120, label: d.colLabels[1], align: "right" },
    { w: 112, label: d.colLabels[2], align: "right" },
  ], d.lines, { size: 8.6 });
  y += 16;
  p.rect(330, y, 242, 24, { fill: [0.95, 0.95, 0.85] });
  p.text(338, y + 16, d.dueLabel, { size: 10, bold: true });
  p.text(566, y + 16, d.due, { size: 11, bold: true, align: "right" });
  y += 44;
  y = paragraphs(p, 40, y, 532, d.notes);
  footer(p, d.footer ?? "", 1, 1, d.lang === "fr");
  return [p];
}

function permit(d, ctx) {
  const p = new ctx.Page(612, 396, ctx.measure);
  p.rect(20, 20, 572, 356, { stroke: [0.2, 0.3, 0.2], lw: 1.2 });
  p.text(306, 46, d.title, { size: 12, bold: true, align: "center" });
  p.text(306, 58, d.subtitle, { size: 8, align: "center" });
  let y = 80;
  for (const row of d.rows) {
    const w = 532 / row.length;
    row.forEach(([label, value], i) => {
      p.text(40 + i * w, y, label, { size: 6.8, color: GREY });
      const vals = Array.isArray(value) ? value : [value];
      vals.forEach((v, k) => p.text(40 + i * w, y + 12 + k * 11, v, { size: 9.5, bold: true }));
    });
    y += 16 + 11 * Math.max(...row.map(([, v]) => (Array.isArray(v) ? v.length : 1)));
  }
  paragraphs(p, 40, y + 6, 532, d.notes, { size: 7 });
  return [p];
}

// ------------------------------------------------------------------ batch b (2026-11-28): eight more families

/** Label/value rows (a value may be several lines) from (x, y); returns the y below them. */
function pairs(p, x, y, items, { labelW = 86, size = 8.4, gap = 11 } = {}) {
  let yy = y;
  for (const [label, value] of items) {
    p.text(x, yy, label, { size: size - 0.8, color: GREY });
    for (const v of Array.isArray(value) ? value : [value]) {
      p.text(x + labelW, yy, v, { size });
      yy += gap;
    }
  }
  return yy;
}

/** A broker's "policy summary" e-mail printed from a mail client: headers, cover note, summary, signature. */
function brokerMail(d, ctx) {
  const p = newPage(ctx);
  const L = 54;
  const R = 558;
  p.text(L, 28, d.printHeader[0], { size: 7, color: GREY });
  p.text(R, 28, d.printHeader[1], { size: 7, color: GREY, align: "right" });
  p.text(L, 56, d.account, { size: 12, bold: true });
  p.line(L, 63, R, 63, { w: 1.4 });
  p.text(L, 82, d.subject, { size: 11.5, bold: true });
  let y = 100;
  for (const [label, value] of d.headers) {
    p.text(L, y, label, { size: 8.3, bold: true });
    p.text(L + 50, y, value, { size: 8.3 });
    y += 11.5;
  }
  p.line(L, y - 3, R, y - 3, { w: 0.4, color: GREY });
  y += 14;
  for (const para of d.body) y = p.wrap(L, y, R - L, para, { size: 9.2, gap: 1.35 }) + 5;
  y += 4;
  const accent = d.accent ?? [0.12, 0.32, 0.5];
  p.rect(L, y, R - L, 16, { fill: accent });
  p.text(L + 6, y + 11.5, d.summaryTitle, { size: 9.5, bold: true, color: [1, 1, 1] });
  y += 16;
  const top = y;
  const half = (R - L) / 2;
  const yl = pairs(p, L + 6, y + 13, d.summaryLeft, { labelW: d.summaryLabelW ?? 84 });
  const yr = pairs(p, L + half + 6, y + 13, d.summaryRight, { labelW: d.summaryLabelW ?? 84 });
  y = Math.max(yl, yr) + 2;
  p.rect(L, top, R - L, y - top, { stroke: accent, lw: 0.8 });
  y += 8;
  const rows = d.coverages.map((c) => [c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]);
  for (const [label, value] of d.totals) rows.push({ cells: [{ text: label, bold: true }, "", "", { text: value, bold: true }], fill: [0.95, 0.96, 0.98] });
  y = p.table(L, y, [
    { w: 232, label: d.covCols[0] },
    { w: 100, label: d.covCols[1], align: "right" },
    { w: 82, label: d.covCols[2], align: "right" },
    { w: 90, label: d.covCols[3], align: "right" },
  ], rows, { size: 8.3, rowH: 14, headFill: LIGHT });
  y += 14;
  for (const para of d.after ?? []) y = p.wrap(L, y, R - L, para, { size: 9.2, gap: 1.35 }) + 5;
  y += 6;
  for (const l of d.signature) {
    p.text(L, y, l, { size: 8.8, bold: l === d.signature[0] });
    y += 11;
  }
  y += 8;
  p.wrap(L, y, R - L, d.disclaimer ?? "", { size: 6.6, color: GREY });
  p.text(L, 770, d.printFooter[0], { size: 7, color: GREY });
  p.text(R, 770, d.printFooter[1], { size: 7, color: GREY, align: "right" });
  return [p];
}

/** Declarations whose coverage table takes two rows per coverage: the limit, then the deductible and premium. */
function twoRow(d, ctx) {
  const p = newPage(ctx);
  const L = 40;
  const R = 572;
  const color = d.color ?? [0.45, 0.1, 0.1];
  let y = insurerHead(p, d, L, 48, { size: 14, color });
  p.text(R, 48, d.title, { size: 11, bold: true, align: "right" });
  p.text(R, 60, d.subtitle ?? "", { size: 7.5, align: "right" });
  y = Math.max(y, 74) + 4;
  p.line(L, y, R, y, { w: 1.4, color });
  y += 8;
  for (const row of d.boxes) {
    const w = (R - L + 6) / row.length;
    const h = 16 + 11 * Math.max(...row.map(([, lines]) => lines.length));
    row.forEach(([title, lines], i) => box(p, L + i * w, y, w - 6, h, title, lines, { size: 8.3 }));
    y += h + 8;
  }
  y = p.table(L, y, d.vehicleCols.map(([label, w]) => ({ label, w })), d.vehicles, { size: 8.3, rowH: 14 });
  y += 14;
  p.text(L, y, d.coverageHeading, { size: 9, bold: true });
  y += 6;
  const cols = [58, 226, 92, 86, 70];
  const xs = cols.reduce((a, w) => [...a, a[a.length - 1] + w], [L]);
  const cellAt = (i, yy, text, { bold = false, right = false } = {}) =>
    p.text(right ? xs[i + 1] - 5 : xs[i] + 5, yy, text ?? "", { size: 8.3, bold, align: right ? "right" : "left" });
  p.rect(L, y, R - L, 15, { fill: LIGHT });
  d.covCols.forEach((label, i) => cellAt(i, y + 10.5, label, { bold: true, right: i >= 3 }));
  y += 15;
  p.line(L, y, R, y, { w: 0.8 });
  d.coverages.forEach((c, n) => {
    if (n % 2 === 1) p.rect(L, y, R - L, 26, { fill: [0.975, 0.975, 0.985] });
    cellAt(0, y + 10, c.code, { bold: true });
    cellAt(1, y + 10, c.label, { bold: true });
    cellAt(2, y + 10, c.first?.[0]);
    cellAt(3, y + 10, c.first?.[1], { right: true });
    cellAt(1, y + 22, c.note ?? "");
    cellAt(2, y + 22, c.second?.[0]);
    cellAt(3, y + 22, c.second?.[1], { right: true });
    cellAt(4, y + 22, c.prem, { right: true });
    y += 26;
    p.line(L, y, R, y, { w: 0.4, color: [0.6, 0.6, 0.62] });
  });
  y += 10;
  for (const [label, value, bold] of d.totals) {
    p.text(360, y, label, { size: 9, bold: !!bold });
    p.text(R - 5, y, value, { size: 9, bold: !!bold, align: "right" });
    y += 13;
  }
  y += 8;
  y = paragraphs(p, L, y, R - L, d.notes);
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

/** An Ontario OAP 1 certificate from another insurer's system: coverage codes on the left, bare form numbers. */
function oapAlt(d, ctx) {
  const p = newPage(ctx);
  const L = 36;
  const R = 576;
  const color = d.color ?? [0.05, 0.35, 0.4];
  p.rect(L, 30, R - L, 46, { fill: color });
  p.text(L + 10, 50, d.insurer.name.toUpperCase(), { size: 13, bold: true, color: [1, 1, 1] });
  p.text(L + 10, 64, (d.insurer.lines ?? []).join("   "), { size: 6.8, color: [0.9, 0.95, 0.95] });
  p.text(R - 10, 49, d.title1, { size: 9.5, bold: true, color: [1, 1, 1], align: "right" });
  p.text(R - 10, 61, d.title2, { size: 7.5, color: [1, 1, 1], align: "right" });
  p.text(R - 10, 71, d.title3 ?? "", { size: 7.5, color: [1, 1, 1], align: "right" });
  let y = 94;
  const third = (R - L) / 3;
  d.keyRow.forEach(([label, value], i) => {
    p.text(L + i * third, y, label, { size: 6.8, color: GREY });
    p.text(L + i * third, y + 12, value, { size: 9.5, bold: true });
  });
  y += 26;
  p.line(L, y, R, y, { w: 0.5, color: GREY });
  y += 14;
  const half = (R - L) / 2;
  const blk = (x, title, lines) => {
    p.text(x, y, title, { size: 7.5, bold: true, color });
    let yy = y + 12;
    for (const l of lines) {
      p.text(x, yy, l, { size: 8.6 });
      yy += 10.5;
    }
    return yy;
  };
  y = Math.max(blk(L, d.insuredTitle, d.insured), blk(L + half, d.brokerTitle, d.broker)) + 6;
  p.text(L, y, d.lessorLine ?? "", { size: 7.8 });
  y += 12;
  y = p.table(L, y, d.vehicleCols.map(([label, w, align]) => ({ label, w, align })), d.vehicles, { size: 8.2, rowH: 14, ruled: false, headFill: [0.9, 0.94, 0.95] });
  y += 4;
  p.text(L, y + 8, d.driverLine ?? "", { size: 7.8 });
  y += 28;
  const cols = [
    { w: 52, label: d.covCols[0] },
    { w: 232, label: d.covCols[1] },
    { w: 100, label: d.covCols[2], align: "right" },
    { w: 70, label: d.covCols[3], align: "right" },
    { w: 86, label: d.covCols[4], align: "right" },
  ];
  const zebra = (rows) => rows.map((r, i) => ({ cells: r, fill: i % 2 ? [0.96, 0.975, 0.975] : null }));
  p.text(L, y, d.coverageHeading, { size: 8.8, bold: true, color });
  y += 4;
  y = p.table(L, y, cols, zebra(d.coverages), { size: 8.2, rowH: 14, ruled: false, headFill: [0.9, 0.94, 0.95] });
  y += 12;
  p.text(L, y, d.formsHeading, { size: 8.8, bold: true, color });
  y += 4;
  y = p.table(L, y, cols.map((c, i) => (i === 0 ? { ...c, label: d.formsCol } : c)), zebra(d.forms), { size: 8.2, rowH: 14, ruled: false, headFill: [0.9, 0.94, 0.95] });
  y += 6;
  p.line(L + 284, y, R, y, { w: 0.8 });
  y += 13;
  for (const [label, value, bold] of d.totals) {
    p.text(L + 290, y, label, { size: 9, bold: !!bold });
    p.text(R - 4, y, value, { size: 9, bold: !!bold, align: "right" });
    y += 12.5;
  }
  y += 8;
  y = paragraphs(p, L, y, R - L, d.notes, { size: 7.4 });
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

/** A renewal notice with its coverage tables, the premium lines and a table of monthly instalments. */
function payPlan(d, ctx) {
  const p = newPage(ctx);
  const color = d.color ?? [0.1, 0.3, 0.55];
  p.rect(40, 34, 532, 3, { fill: color });
  p.text(40, 58, d.insurer.name, { size: 14, bold: true, color });
  let yy = 70;
  for (const l of d.insurer.lines ?? []) {
    p.text(40, yy, l, { size: 7.5, color: GREY });
    yy += 9;
  }
  p.text(572, 58, d.title, { size: 12, bold: true, align: "right" });
  p.text(572, 71, d.subtitle ?? "", { size: 8, align: "right" });
  let y = Math.max(yy, 84) + 12;
  y = twoColumnBand(p, y, d.leftTop, d.rightTop, { labelW: d.labelW ?? 100 });
  y += 4;
  for (const sec of d.sections) {
    p.rect(40, y, 532, 15, { fill: d.sectionFill ?? [0.88, 0.92, 0.97] });
    p.text(45, y + 11, sec.heading, { size: 9, bold: true });
    y += 15;
    y = p.table(40, y, [
      { w: 260, label: d.cols[0] },
      { w: 110, label: d.cols[1], align: "right" },
      { w: 80, label: d.cols[2], align: "right" },
      { w: 82, label: d.cols[3], align: "right" },
    ], sec.rows.map((c) => [c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]), { size: 8.2, rowH: 13.5, headFill: LIGHT });
    y += 8;
  }
  for (const [label, value, bold] of d.premiumLines) {
    p.text(330, y + 8, label, { size: 9, bold: !!bold });
    p.text(566, y + 8, value, { size: 9, bold: !!bold, align: "right" });
    y += 13;
  }
  y += 12;
  p.text(40, y, d.planHeading, { size: 9.5, bold: true });
  y += 4;
  y = paragraphs(p, 40, y + 8, 532, [d.planIntro], { size: 7.8 });
  const half = Math.ceil(d.plan.length / 2);
  const planCols = [
    { w: 60, label: d.planCols[0], align: "center" },
    { w: 110, label: d.planCols[1] },
    { w: 90, label: d.planCols[2], align: "right" },
  ];
  const y1 = p.table(40, y, planCols, d.plan.slice(0, half), { size: 8, rowH: 12.5, headFill: LIGHT });
  const y2 = p.table(312, y, planCols, d.plan.slice(half), { size: 8, rowH: 12.5, headFill: LIGHT });
  y = Math.max(y1, y2) + 12;
  y = paragraphs(p, 40, y, 532, d.notes, { size: 7.6 });
  footer(p, d.footer ?? "", 1, 1, d.lang === "fr");
  return [p];
}

/** Alberta declarations with three address blocks side by side: named insured, lienholder, agent. */
function lienholder(d, ctx) {
  const p = newPage(ctx);
  const L = 40;
  const R = 572;
  const color = d.color ?? [0.55, 0.3, 0.05];
  p.rect(L, 36, 30, 30, { fill: color });
  p.text(L + 15, 56, d.logo ?? "", { size: 12, bold: true, color: [1, 1, 1], align: "center" });
  p.text(L + 40, 50, d.insurer.name, { size: 14, bold: true });
  p.text(L + 40, 62, (d.insurer.lines ?? []).join("  -  "), { size: 7, color: GREY });
  p.text(R, 48, d.title, { size: 11, bold: true, align: "right" });
  p.text(R, 60, d.subtitle ?? "", { size: 7.5, align: "right" });
  let y = 82;
  p.table(L, y, d.policyCols.map((label) => ({ w: (R - L) / d.policyCols.length, label })), [d.policyRow.map((v, i) => (i === 0 ? { text: v, bold: true } : v))], { size: 9, rowH: 16 });
  y += 42;
  const w = (R - L + 8) / 3;
  const h = 16 + 11 * Math.max(d.insured.length, d.lien.length, d.agent.length);
  box(p, L, y, w - 8, h, d.insuredTitle, d.insured.map((l, i) => (i === 0 ? { text: l, bold: true } : l)), { size: 8.3 });
  box(p, L + w, y, w - 8, h, d.lienTitle, d.lien, { size: 8.3 });
  box(p, L + 2 * w, y, w - 8, h, d.agentTitle, d.agent, { size: 8 });
  y += h + 10;
  y = p.table(L, y, d.vehicleCols.map(([label, cw, align]) => ({ label, w: cw, align })), d.vehicles, { size: 8.2, rowH: 14 });
  y += 12;
  const rows = [];
  for (const sec of d.sections) {
    rows.push({ cells: [{ text: sec.heading, bold: true }, "", "", ""], fill: [0.97, 0.94, 0.88] });
    for (const c of sec.rows) rows.push([`   ${c.label}`, c.limit ?? "", c.ded ?? "", c.prem ?? ""]);
  }
  rows.push({ cells: [{ text: d.totalLabel, bold: true }, "", "", { text: d.total, bold: true }], fill: [0.95, 0.95, 0.9] });
  y = p.table(L, y, [
    { w: 262, label: d.covCols[0] },
    { w: 100, label: d.covCols[1], align: "right" },
    { w: 80, label: d.covCols[2], align: "right" },
    { w: 90, label: d.covCols[3], align: "right" },
  ], rows, { size: 8.2, rowH: 13.5 });
  y += 18;
  y = paragraphs(p, L, y, R - L, d.notes, { size: 7.5 });
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

/** A Quebec F.P.Q. no 1 declarations page in landscape: the particulars on the left, the coverages on the right. */
function fpqLand(d, ctx) {
  const p = newPage(ctx, [792, 612]);
  const L = 36;
  const R = 756;
  const color = d.color ?? [0.2, 0.15, 0.5];
  p.rect(L, 28, R - L, 40, { fill: color });
  p.text(L + 10, 46, d.insurer.name, { size: 14, bold: true, color: [1, 1, 1] });
  p.text(L + 10, 60, (d.insurer.lines ?? []).join("  |  "), { size: 6.8, color: [0.92, 0.92, 1] });
  p.text(R - 10, 45, d.title1, { size: 10, bold: true, color: [1, 1, 1], align: "right" });
  p.text(R - 10, 58, d.title2, { size: 7.5, color: [1, 1, 1], align: "right" });
  const PW = 262;
  let yl = 82;
  for (const [title, lines] of d.panels) {
    const h = 16 + 11 * lines.length;
    box(p, L, yl, PW, h, title, lines, { size: 8.2 });
    yl += h + 8;
  }
  const X = L + PW + 14;
  let y = 82;
  p.text(X, y + 8, d.tableHeading, { size: 9, bold: true, color });
  y += 12;
  const rows = d.rows.map((r) => (r.section ? { cells: ["", { text: r.section, bold: true }, "", "", ""], fill: [0.93, 0.92, 0.97] } : [r.chap ?? "", r.label, r.limit ?? "", r.ded ?? "", r.prem ?? ""]));
  rows.push({ cells: ["", { text: d.totalLabel, bold: true }, "", "", { text: d.total, bold: true }], fill: [0.96, 0.96, 0.9] });
  y = p.table(X, y, [
    { w: 40, label: d.cols[0], align: "center" },
    { w: 214, label: d.cols[1] },
    { w: 86, label: d.cols[2], align: "right" },
    { w: 62, label: d.cols[3], align: "right" },
    { w: R - X - 402, label: d.cols[4], align: "right" },
  ], rows, { size: 8, rowH: 13.5 });
  y += 10;
  for (const l of d.payment ?? []) {
    p.text(X, y, l, { size: 7.8 });
    y += 10.5;
  }
  y += 4;
  paragraphs(p, X, y, R - X, d.notes, { size: 7.2 });
  footer(p, d.footer ?? "", 1, 1, true);
  return [p];
}

/**
 * An old system's print-out: one monospaced font, capitals, no accents, columns made of spaces, on
 * lightly banded continuous paper; optionally a rubber stamp over one of the coverage table's cells.
 */
function noAccent(d, ctx) {
  const p = newPage(ctx);
  const L = 40;
  const size = d.size ?? 8.4;
  const lh = size * 1.38;
  const cw = size * 0.6;
  for (let band = 0; band * 3 * lh + 36 < 760; band += 2) p.rect(30, 36 + band * 3 * lh, 552, 3 * lh, { fill: [0.93, 0.97, 0.93] });
  let y = 48;
  const line = (t, bold = false) => {
    p.text(L, y, t, { size, bold, mono: true });
    y += lh;
  };
  const cells = {};
  for (const b of d.blocks) {
    if (b.rule) line("-".repeat(b.rule));
    else if (b.gap) y += lh * b.gap;
    else if (b.table) {
      const [w0, w1, w2, w3] = d.tableWidths;
      const fmt = (r) => `${r[0].padEnd(w0)}${r[1].padStart(w1)}${r[2].padStart(w2)}${r[3].padStart(w3)}`;
      line(fmt(d.tableHead), true);
      line("-".repeat(w0 + w1 + w2 + w3));
      d.tableRows.forEach((r, i) => {
        cells[i] = { y, x: [L, L + (w0 + w1) * cw, L + (w0 + w1 + w2) * cw, L + (w0 + w1 + w2 + w3) * cw] };
        line(fmt(r), !!r[4]);
      });
    } else line(b.text, !!b.bold);
  }
  if (d.stamp) {
    const c = cells[d.stamp.row];
    p.stamp(c.x[d.stamp.col] + (d.stamp.dx ?? 0), c.y + (d.stamp.dy ?? -16), d.stamp.lines, { size: d.stamp.size ?? 10, angle: d.stamp.angle ?? -9, opacity: d.stamp.opacity ?? 0.5 });
  }
  p.text(L, 770, d.footerLine ?? "", { size: 7, mono: true, color: GREY });
  return [p];
}

/** Declarations of two pages: the coverage table breaks at the foot of page 1 and goes on under a repeated header. */
function twoPage(d, ctx) {
  const L = 40;
  const R = 572;
  const color = d.color ?? [0.15, 0.25, 0.45];
  const cols = [
    { w: 250, label: d.covCols[0] },
    { w: 104, label: d.covCols[1], align: "right" },
    { w: 86, label: d.covCols[2], align: "right" },
    { w: 92, label: d.covCols[3], align: "right" },
  ];
  const row = (c) => (c.heading ? { cells: [{ text: c.heading, bold: true }, "", "", ""], fill: LIGHT } : [c.label, c.limit ?? "", c.ded ?? "", c.prem ?? ""]);
  const foot = (p, n) => {
    p.line(L, 752, R, 752, { w: 0.4, color: GREY });
    p.text(L, 764, d.footer ?? "", { size: 6.5, color: GREY });
    p.text(R, 764, `Page ${n} of 2`, { size: 6.5, color: GREY, align: "right" });
  };
  const p1 = newPage(ctx);
  let y = insurerHead(p1, d, L, 50, { size: 14, color });
  p1.text(R, 48, d.title, { size: 11, bold: true, align: "right" });
  p1.text(R, 60, d.subtitle ?? "", { size: 7.5, align: "right" });
  y = Math.max(y, 78) + 6;
  p1.table(L, y, d.policyCols.map((label) => ({ w: (R - L) / d.policyCols.length, label })), [d.policyRow.map((v, i) => (i === 0 ? { text: v, bold: true } : v))], { size: 9, rowH: 16 });
  y += 40;
  const h = 16 + 11 * Math.max(d.insured.length, d.broker.length);
  box(p1, L, y, 262, h, d.insuredTitle, d.insured.map((l, i) => (i === 0 ? { text: l, bold: true } : l)), { size: 8.4 });
  box(p1, L + 270, y, 262, h, d.brokerTitle, d.broker, { size: 8 });
  y += h + 10;
  y = p1.table(L, y, d.vehicleCols.map(([label, w]) => ({ label, w })), d.vehicles, { size: 8.2, rowH: 14 });
  y += 10;
  y = p1.table(L, y, d.driverCols.map(([label, w]) => ({ label, w })), d.drivers, { size: 8.2, rowH: 14 });
  y += 12;
  y = paragraphs(p1, L, y, R - L, d.page1Notes, { size: 7.6 });
  y += 4;
  p1.text(L, y, d.coverageHeading, { size: 9, bold: true, color });
  y += 4;
  y = p1.table(L, y, cols, d.coverages.slice(0, d.splitAt).map(row), { size: 8.2, rowH: 14 });
  y += 12;
  for (const [label, value] of d.page1Lines ?? []) {
    p1.text(R - 100, y, label, { size: 8, align: "right" });
    p1.text(R - 4, y, value, { size: 8, align: "right" });
    y += 11;
  }
  p1.text(R, y + 4, d.continued, { size: 7.8, bold: true, align: "right" });
  foot(p1, 1);
  const p2 = newPage(ctx);
  p2.text(L, 50, d.insurer.name, { size: 11, bold: true, color });
  p2.text(R, 50, d.page2Title, { size: 9.5, bold: true, align: "right" });
  p2.text(R, 62, d.page2Subtitle ?? "", { size: 7.5, align: "right" });
  y = 84;
  p2.text(L, y, `${d.coverageHeading} ${d.continuedHeading ?? ""}`.trim(), { size: 9, bold: true, color });
  y += 4;
  const rest = d.coverages.slice(d.splitAt).map(row);
  rest.push({ cells: [{ text: d.totalLabel, bold: true }, "", "", { text: d.total, bold: true }], fill: [0.96, 0.96, 0.9] });
  y = p2.table(L, y, cols, rest, { size: 8.2, rowH: 14 });
  y += 14;
  y = paragraphs(p2, L, y, R - L, d.page2Notes, { size: 7.8 });
  foot(p2, 2);
  return [p1, p2];
}

// ------------------------------------------------------------------ batch c (2026-11-28): eight more families, mostly images

/** A faint printed table grid behind a form (light blue lines every `step` points). */
function faintGrid(p, step = 18, color = [0.86, 0.9, 0.95]) {
  for (let x = 30; x < p.width - 20; x += step) p.line(x, 30, x, p.height - 30, { w: 0.3, color });
  for (let y = 30; y < p.height - 20; y += step) p.line(30, y, p.width - 30, y, { w: 0.3, color });
}

/** A Quebec "sommaire de la police" in French: a coloured band, particulars in pairs, a coverage table with French amounts. */
function qcSommaire(d, ctx) {
  const p = newPage(ctx);
  const L = 44;
  const R = 568;
  if (d.grid) faintGrid(p);
  const color = d.color ?? [0.1, 0.35, 0.2];
  p.rect(0, 0, p.width, 70, { fill: color });
  p.text(L, 34, d.insurer.name, { size: 15, bold: true, color: [1, 1, 1] });
  (d.insurer.lines ?? []).forEach((l, i) => p.text(L, 48 + i * 9, l, { size: 6.8, color: [0.9, 0.95, 0.9] }));
  p.text(R, 34, d.title, { size: 11, bold: true, color: [1, 1, 1], align: "right" });
  p.text(R, 50, d.subtitle ?? "", { size: 7.5, color: [0.9, 0.95, 0.9], align: "right" });
  let y = 96;
  const half = (R - L) / 2;
  const yl = pairs(p, L, y, d.left, { labelW: 92, size: 8.8, gap: 12 });
  const yr = pairs(p, L + half + 6, y, d.right, { labelW: 92, size: 8.8, gap: 12 });
  y = Math.max(yl, yr) + 6;
  p.line(L, y, R, y, { w: 1, color });
  y += 18;
  p.text(L, y, d.tableHeading, { size: 10, bold: true, color });
  y += 8;
  const rows = d.rows.map((r) => (r.section ? { cells: [{ text: r.section, bold: true }, "", "", ""], fill: [0.93, 0.96, 0.93] } : [`  ${r.label}`, r.limit ?? "", r.ded ?? "", r.prem ?? ""]));
  rows.push({ cells: [{ text: d.totalLabel, bold: true }, "", "", { text: d.total, bold: true }], fill: [0.9, 0.94, 0.9] });
  y = p.table(L, y, [
    { w: 250, label: d.cols[0] },
    { w: 100, label: d.cols[1], align: "right" },
    { w: 84, label: d.cols[2], align: "right" },
    { w: 90, label: d.cols[3], align: "right" },
  ], rows, { size: 8.6, rowH: 15, headFill: [0.85, 0.9, 0.86] });
  y += 16;
  y = paragraphs(p, L, y, R - L, d.notes, { size: 7.8 });
  footer(p, d.footer ?? "", 1, 1, true);
  return [p];
}

/** An Ontario renewal with a drivers table (two drivers) and a rating table (rate groups, premiums), an expiring premium as a trap. */
function onDrivers(d, ctx) {
  const p = newPage(ctx);
  const L = 40;
  const R = 572;
  let y = insurerHead(p, d, L, 48, { size: 14, color: d.color ?? [0.3, 0.1, 0.4] });
  p.text(R, 48, d.title, { size: 11.5, bold: true, align: "right" });
  p.text(R, 60, d.subtitle ?? "", { size: 7.8, align: "right" });
  y = Math.max(y, 72) + 6;
  p.table(L, y, d.keyCols.map((label) => ({ w: (R - L) / d.keyCols.length, label })), [d.keyRow.map((v, i) => (i === 0 ? { text: v, bold: true } : v))], { size: 8.8, rowH: 15 });
  y += 38;
  box(p, L, y, 262, 62, d.insuredTitle, d.insured.map((l, i) => (i === 0 ? { text: l, bold: true } : l)));
  box(p, L + 270, y, 262, 62, d.brokerTitle, d.broker, { size: 8 });
  y += 72;
  p.text(L, y, d.vehicleTitle, { size: 9, bold: true });
  y = p.table(L, y + 4, d.vehicleCols.map(([label, w, align]) => ({ label, w, align })), d.vehicles, { size: 8, rowH: 14 });
  y += 12;
  p.text(L, y, d.driversTitle, { size: 9, bold: true });
  y = p.table(L, y + 4, d.driverCols.map(([label, w, align]) => ({ label, w, align })), d.drivers, { size: 8, rowH: 14 });
  y += 12;
  p.text(L, y, d.ratingTitle, { size: 9, bold: true });
  const rows = d.rating.map((r) => [r.label, r.limit ?? "", r.ded ?? "", r.group ?? "", r.prem ?? ""]);
  for (const [label, value] of d.totals) rows.push({ cells: [{ text: label, bold: true }, "", "", "", { text: value, bold: true }], fill: [0.95, 0.93, 0.97] });
  y = p.table(L, y + 4, [
    { w: 210, label: d.ratingCols[0] },
    { w: 96, label: d.ratingCols[1], align: "right" },
    { w: 76, label: d.ratingCols[2], align: "right" },
    { w: 70, label: d.ratingCols[3], align: "center" },
    { w: 80, label: d.ratingCols[4], align: "right" },
  ], rows, { size: 8, rowH: 13.5 });
  y += 14;
  y = paragraphs(p, L, y, R - L, d.notes, { size: 7.4 });
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

/** An Alberta liability card (pink) lying beside its declarations page, both on a desk mat, in landscape. */
function abCardDec(d, ctx) {
  const p = new ctx.Page(792, 612, ctx.measure);
  p.rect(0, 0, 792, 612, { fill: d.mat ?? [0.74, 0.76, 0.72] });
  // The card, on the left.
  const cx = 26;
  const cy = 150;
  const cw = 300;
  const ch = 190;
  p.rect(cx, cy, cw, ch, { fill: [0.98, 0.84, 0.88], stroke: [0.6, 0.4, 0.45], lw: 0.8 });
  p.text(cx + cw / 2, cy + 16, d.card.title[0], { size: 8.6, bold: true, align: "center" });
  p.text(cx + cw / 2, cy + 26, d.card.title[1], { size: 7.2, align: "center" });
  let yy = cy + 42;
  for (const [label, value] of d.card.rows) {
    p.text(cx + 8, yy, label, { size: 5.6, color: GREY });
    p.text(cx + 8, yy + 8.5, value, { size: 7.6, bold: true });
    yy += 20;
  }
  p.wrap(cx + 8, cy + ch - 12, cw - 16, d.card.fine, { size: 4.8, color: GREY });
  // The declarations page, on the right (a sheet on the mat).
  const sx = 356;
  const sy = 14;
  const sw = 420;
  const sh = 584;
  p.rect(sx, sy, sw, sh, { fill: [1, 1, 1] });
  const L = sx + 20;
  const R = sx + sw - 20;
  p.text(L, sy + 30, d.insurer.name, { size: 12, bold: true, color: [0.5, 0.1, 0.15] });
  let y = sy + 40;
  for (const l of d.insurer.lines ?? []) {
    p.text(L, y, l, { size: 6.2, color: GREY });
    y += 8;
  }
  p.text(R, sy + 30, d.title, { size: 9, bold: true, align: "right" });
  p.text(R, sy + 40, d.subtitle ?? "", { size: 6.4, align: "right" });
  y = Math.max(y, sy + 52) + 6;
  y = pairs(p, L, y, d.particulars, { labelW: 96, size: 7.4, gap: 9.6 });
  y += 6;
  const rows = [];
  for (const sec of d.sections) {
    rows.push({ cells: [{ text: sec.heading, bold: true }, "", "", ""], fill: [0.96, 0.93, 0.94] });
    for (const c of sec.rows) rows.push([`  ${c.label}`, c.limit ?? "", c.ded ?? "", c.prem ?? ""]);
  }
  rows.push({ cells: [{ text: d.totalLabel, bold: true }, "", "", { text: d.total, bold: true }], fill: [0.94, 0.9, 0.92] });
  y = p.table(L, y, [
    { w: 186, label: d.covCols[0] },
    { w: 74, label: d.covCols[1], align: "right" },
    { w: 58, label: d.covCols[2], align: "right" },
    { w: 62, label: d.covCols[3], align: "right" },
  ], rows, { size: 7, rowH: 11.5 });
  y += 12;
  paragraphs(p, L, y, R - L, d.notes, { size: 6.4 });
  p.text(L, sy + sh - 14, d.footer ?? "", { size: 5.8, color: GREY });
  return [p];
}

/** A commercial-style schedule of vehicles in landscape with one unit: coverages as columns, the fleet premium. */
function fleetSchedule(d, ctx) {
  const p = new ctx.Page(792, 612, ctx.measure);
  const L = 36;
  const R = 756;
  const color = d.color ?? [0.15, 0.25, 0.35];
  p.text(L, 44, d.insurer.name, { size: 14, bold: true, color });
  p.text(L, 56, (d.insurer.lines ?? []).join("   "), { size: 7, color: GREY });
  p.text(R, 44, d.title, { size: 12, bold: true, align: "right" });
  p.text(R, 57, d.subtitle ?? "", { size: 7.6, align: "right" });
  p.line(L, 66, R, 66, { w: 1.6, color });
  let y = 84;
  const third = (R - L) / 3;
  pairs(p, L, y, d.policy, { labelW: 84, size: 8.4 });
  pairs(p, L + third, y, d.insured, { labelW: 70, size: 8.4 });
  const yb = pairs(p, L + 2 * third, y, d.broker, { labelW: 60, size: 8.2 });
  y = Math.max(yb, y + 11 * Math.max(d.policy.length, d.insured.reduce((a, [, v]) => a + (Array.isArray(v) ? v.length : 1), 0))) + 10;
  p.text(L, y, d.scheduleTitle, { size: 9.5, bold: true, color });
  y = p.table(L, y + 5, d.unitCols.map(([label, w, align]) => ({ label, w, align })), d.units, { size: 7.8, rowH: 15 });
  y += 16;
  p.text(L, y, d.coverTitle, { size: 9.5, bold: true, color });
  y = p.table(L, y + 5, d.coverCols.map(([label, w, align]) => ({ label, w, align })), d.cover, { size: 7.8, rowH: 15 });
  y += 8;
  for (const [label, value] of d.totals) {
    p.text(R - 130, y + 10, label, { size: 8.6, bold: true, align: "right" });
    p.text(R - 4, y + 10, value, { size: 8.6, bold: true, align: "right" });
    y += 13;
  }
  y += 12;
  p.text(L, y, d.formsTitle, { size: 9, bold: true });
  y += 12;
  for (const f of d.forms) {
    p.text(L + 8, y, f, { size: 7.8 });
    y += 10.5;
  }
  y += 6;
  paragraphs(p, L, y, R - L, d.notes, { size: 7.2 });
  p.line(L, 580, R, 580, { w: 0.4, color: GREY });
  p.text(L, 592, d.footer ?? "", { size: 6.5, color: GREY });
  p.text(R, 592, "Page 1 of 1", { size: 6.5, color: GREY, align: "right" });
  return [p];
}

/** A Nova Scotia "coverage summary": each section letter in a dark square beside its coverages. */
function nsSummary(d, ctx) {
  const p = newPage(ctx);
  const L = 46;
  const R = 566;
  if (d.grid) faintGrid(p, 16);
  const color = d.color ?? [0.05, 0.3, 0.5];
  p.text(L, 50, d.insurer.name, { size: 15, bold: true, color });
  p.text(L, 62, (d.insurer.lines ?? []).join("  -  "), { size: 7, color: GREY });
  p.rect(L, 74, R - L, 24, { fill: color });
  p.text(L + 8, 90, d.title, { size: 12, bold: true, color: [1, 1, 1] });
  p.text(R - 8, 90, d.titleRight ?? "", { size: 8.5, color: [1, 1, 1], align: "right" });
  let y = 116;
  const half = (R - L) / 2;
  const yl = pairs(p, L, y, d.left, { labelW: 88, size: 8.6, gap: 11.5 });
  const yr = pairs(p, L + half + 8, y, d.right, { labelW: 80, size: 8.6, gap: 11.5 });
  y = Math.max(yl, yr) + 10;
  p.text(L + 40, y, d.cols[0], { size: 7.4, bold: true, color: GREY });
  p.text(L + 330, y, d.cols[1], { size: 7.4, bold: true, color: GREY, align: "right" });
  p.text(L + 420, y, d.cols[2], { size: 7.4, bold: true, color: GREY, align: "right" });
  p.text(R, y, d.cols[3], { size: 7.4, bold: true, color: GREY, align: "right" });
  y += 6;
  for (const sec of d.sections) {
    const top = y;
    p.line(L, y, R, y, { w: 0.6, color: GREY });
    y += 14;
    p.text(L + 40, y, sec.heading, { size: 9, bold: true });
    y += 13;
    for (const c of sec.rows) {
      p.text(L + 48, y, c.label, { size: 8.6 });
      p.text(L + 330, y, c.limit ?? "", { size: 8.6, align: "right" });
      p.text(L + 420, y, c.ded ?? "", { size: 8.6, align: "right" });
      p.text(R, y, c.prem ?? "", { size: 8.6, align: "right" });
      y += 12.5;
    }
    const hh = Math.min(30, y - top - 6);
    p.rect(L, top + 4, 28, hh, { fill: color });
    p.text(L + 14, top + 4 + hh / 2 + 6, sec.letter, { size: 15, bold: true, color: [1, 1, 1], align: "center" });
    y += 2;
  }
  p.line(L, y, R, y, { w: 1.2, color });
  y += 16;
  for (const [label, value] of d.totals) {
    p.text(L + 420, y, label, { size: 9.2, bold: true, align: "right" });
    p.text(R, y, value, { size: 9.2, bold: true, align: "right" });
    y += 13;
  }
  y += 10;
  y = paragraphs(p, L, y, R - L, d.notes, { size: 7.6 });
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

/** A Manitoba Autopac certificate with an Extension: Basic and Extension side by side, their premiums and the total. */
function autopacExt(d, ctx) {
  const p = newPage(ctx);
  const L = 40;
  const R = 572;
  const color = d.color ?? [0.0, 0.3, 0.55];
  p.rect(L, 36, R - L, 44, { fill: color });
  p.text(L + 10, 56, d.insurer.name, { size: 13, bold: true, color: [1, 1, 1] });
  p.text(L + 10, 70, (d.insurer.lines ?? []).join("  |  "), { size: 7, color: [0.9, 0.93, 1] });
  p.text(R - 10, 56, d.title, { size: 11, bold: true, color: [1, 1, 1], align: "right" });
  p.text(R - 10, 70, d.subtitle ?? "", { size: 7.5, color: [0.9, 0.93, 1], align: "right" });
  let y = 92;
  p.table(L, y, d.keyCols.map((label) => ({ w: (R - L) / d.keyCols.length, label })), [d.keyRow.map((v, i) => (i === 0 ? { text: v, bold: true } : v))], { size: 8.8, rowH: 15 });
  y += 40;
  box(p, L, y, 262, 60, d.ownerTitle, d.owner.map((l, i) => (i === 0 ? { text: l, bold: true } : l)));
  box(p, L + 270, y, 262, 60, d.vehicleTitle, d.vehicle);
  y += 72;
  const colW = (R - L - 12) / 2;
  const panel = (x, title, rows) => {
    p.rect(x, y, colW, 16, { fill: LIGHT });
    p.text(x + 6, y + 11.5, title, { size: 9, bold: true, color });
    let yy = y + 30;
    for (const [label, value] of rows) {
      p.text(x + 6, yy, label, { size: 8.2 });
      p.text(x + colW - 6, yy, value, { size: 8.2, bold: true, align: "right" });
      p.line(x + 6, yy + 4, x + colW - 6, yy + 4, { w: 0.3, color: [0.8, 0.8, 0.8] });
      yy += 14;
    }
    return yy;
  };
  const yb = panel(L, d.basicTitle, d.basic);
  const ye = panel(L + colW + 12, d.extTitle, d.ext);
  y = Math.max(yb, ye) + 10;
  p.rect(L, y, R - L, 14 * d.premiums.length + 10, { stroke: color, lw: 0.9 });
  let yy = y + 16;
  for (const [label, value, bold] of d.premiums) {
    p.text(L + 10, yy, label, { size: 9, bold: !!bold });
    p.text(R - 10, yy, value, { size: 9, bold: !!bold, align: "right" });
    yy += 14;
  }
  y += 14 * d.premiums.length + 26;
  y = paragraphs(p, L, y, R - L, d.notes, { size: 7.6 });
  footer(p, d.footer ?? "", 1, 1, d.fr);
  return [p];
}

/** A policy change endorsement page (avenant): what changed, before and after, then the coverages in force after the change. */
function endorsement(d, ctx) {
  const p = newPage(ctx);
  const L = 42;
  const R = 570;
  const color = d.color ?? [0.45, 0.2, 0.05];
  let y = insurerHead(p, d, L, 48, { size: 14, color });
  p.text(R, 48, d.title, { size: 12, bold: true, align: "right" });
  p.text(R, 61, d.subtitle ?? "", { size: 7.8, align: "right" });
  y = Math.max(y, 74) + 6;
  p.line(L, y, R, y, { w: 1.2, color });
  y += 16;
  const half = (R - L) / 2;
  const yl = pairs(p, L, y, d.left, { labelW: 98, size: 8.6, gap: 11.5 });
  const yr = pairs(p, L + half + 6, y, d.right, { labelW: 90, size: 8.6, gap: 11.5 });
  y = Math.max(yl, yr) + 8;
  p.rect(L, y, R - L, 16, { fill: color });
  p.text(L + 6, y + 11.5, d.changeTitle, { size: 9, bold: true, color: [1, 1, 1] });
  y += 16;
  y = p.table(L, y, [
    { w: 200, label: d.changeCols[0] },
    { w: 164, label: d.changeCols[1] },
    { w: 164, label: d.changeCols[2] },
  ], d.changes, { size: 8.2, rowH: 14, headFill: [0.96, 0.92, 0.88] });
  y += 16;
  p.text(L, y, d.coverTitle, { size: 9.5, bold: true, color });
  y += 6;
  const rows = d.cover.map((r) => (r.section ? { cells: [{ text: r.section, bold: true }, "", "", ""], fill: [0.97, 0.95, 0.92] } : [`  ${r.label}`, r.limit ?? "", r.ded ?? "", r.prem ?? ""]));
  y = p.table(L, y, [
    { w: 250, label: d.coverCols[0] },
    { w: 100, label: d.coverCols[1], align: "right" },
    { w: 86, label: d.coverCols[2], align: "right" },
    { w: 92, label: d.coverCols[3], align: "right" },
  ], rows, { size: 8.2, rowH: 13.5 });
  y += 10;
  for (const [label, value] of d.amounts) {
    p.text(R - 100, y + 10, label, { size: 8.8, bold: true, align: "right" });
    p.text(R - 4, y + 10, value, { size: 8.8, bold: true, align: "right" });
    y += 13;
  }
  y += 16;
  y = paragraphs(p, L, y, R - L, d.notes, { size: 7.6 });
  footer(p, d.footer ?? "", 1, 1, d.fr);
  return [p];
}

/** An insurer's mobile-app screen, narrow and tall, large type: status bar, a policy card, coverage rows, a tab bar. */
function appScreen(d, ctx) {
  const W = 360;
  const H = 780;
  const p = new ctx.Page(W, H, ctx.measure);
  const color = d.color ?? [0.0, 0.45, 0.3];
  p.rect(0, 0, W, H, { fill: [0.96, 0.97, 0.97] });
  p.text(22, 22, d.clock ?? "9:41", { size: 11, bold: true });
  p.text(W - 22, 22, d.status ?? "5G  87 %", { size: 10, bold: true, align: "right" });
  p.rect(0, 32, W, 56, { fill: color });
  p.text(20, 58, "<", { size: 18, bold: true, color: [1, 1, 1] });
  p.text(W / 2, 58, d.screenTitle, { size: 15, bold: true, color: [1, 1, 1], align: "center" });
  p.text(W / 2, 76, d.insurer.name, { size: 9.5, color: [0.9, 1, 0.95], align: "center" });
  let y = 104;
  // The policy card.
  const cardH = 22 + d.card.length * 34;
  p.rect(14, y, W - 28, cardH, { fill: [1, 1, 1], stroke: [0.85, 0.86, 0.87], lw: 0.8 });
  let yy = y + 24;
  for (const [label, value] of d.card) {
    p.text(28, yy, label, { size: 9.5, color: GREY });
    p.text(28, yy + 15, value, { size: 13, bold: true });
    yy += 34;
  }
  y += cardH + 18;
  p.text(18, y, d.listTitle, { size: 14, bold: true });
  y += 10;
  for (const r of d.rows) {
    const h = r.sub ? 46 : 34;
    p.rect(14, y, W - 28, h, { fill: [1, 1, 1] });
    p.line(14, y + h, W - 14, y + h, { w: 0.5, color: [0.85, 0.86, 0.87] });
    p.text(26, y + 21, r.label, { size: 11.5 });
    p.text(W - 26, y + 21, r.value ?? "", { size: 11.5, bold: true, align: "right" });
    if (r.sub) p.text(26, y + 37, r.sub, { size: 9.5, color: GREY });
    y += h;
  }
  y += 16;
  for (const [label, value] of d.totals) {
    p.text(18, y, label, { size: 12, bold: true });
    p.text(W - 18, y, value, { size: 12, bold: true, align: "right", color });
    y += 18;
  }
  y += 4;
  for (const n of d.notes ?? []) y = p.wrap(18, y, W - 36, n, { size: 9, color: GREY }) + 4;
  // Tab bar.
  p.rect(0, H - 58, W, 58, { fill: [1, 1, 1] });
  p.line(0, H - 58, W, H - 58, { w: 0.6, color: [0.8, 0.8, 0.8] });
  const tabs = d.tabs ?? [];
  tabs.forEach((t, i) => {
    const x = (W / tabs.length) * (i + 0.5);
    p.rect(x - 9, H - 48, 18, 14, { fill: i === (d.activeTab ?? 1) ? color : [0.7, 0.72, 0.74] });
    p.text(x, H - 20, t, { size: 8.5, color: i === (d.activeTab ?? 1) ? color : GREY, align: "center" });
  });
  p.rect(W / 2 - 60, H - 8, 120, 4, { fill: [0.1, 0.1, 0.1] });
  return [p];
}

// ------------------------------------------------------------------ batch d (2026-11-28): eight more families

/** A dashed line from (x1, y1) to (x2, y2): a perforation or a cut line. */
function dashed(p, x1, y1, x2, y2, { dash = 4, gap = 3, w = 0.6, color = GREY } = {}) {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  for (let t = 0; t < len; t += dash + gap) {
    const e = Math.min(t + dash, len);
    p.line(x1 + ux * t, y1 + uy * t, x1 + ux * e, y1 + uy * e, { w, color });
  }
}

/** Label/value rows whose value is right-aligned at x2, with a thin rule under each; returns the y below them. */
function valueRows(p, x1, x2, y, rows, { size = 8.3, gap = 15, rule = [0.8, 0.8, 0.8] } = {}) {
  let yy = y;
  for (const [label, value, bold] of rows) {
    const lines = Array.isArray(label) ? label : [label];
    p.text(x1, yy, lines[0], { size, bold: !!bold });
    p.text(x2, yy, value ?? "", { size, bold: !!bold, align: "right" });
    for (let k = 1; k < lines.length; k++) {
      yy += size * 1.2;
      p.text(x1, yy, lines[k], { size: size - 1.1, color: GREY });
    }
    if (rule) p.line(x1, yy + 4.5, x2, yy + 4.5, { w: 0.3, color: rule });
    yy += gap;
  }
  return yy;
}

/**
 * A Saskatchewan registration and insurance renewal notice: the owner's address in the envelope
 * window, the vehicle, plate insurance (Auto Fund) and the package policy side by side, the totals,
 * and a payment stub below a perforation whose amount due includes the registration fee.
 */
function skRenewal(d, ctx) {
  const p = newPage(ctx);
  const L = 40;
  const R = 572;
  const color = d.color ?? [0.0, 0.36, 0.2];
  p.text(L, 54, d.insurer.name, { size: 24, bold: true, color });
  (d.insurer.lines ?? []).forEach((l, i) => p.text(L, 67 + i * 9, l, { size: 7.2, color: GREY }));
  p.text(R, 46, d.title, { size: 11.5, bold: true, align: "right" });
  p.text(R, 58, d.subtitle ?? "", { size: 7.8, align: "right" });
  let y = 104;
  d.mailTo.forEach((l, i) => p.text(L + 12, y + i * 11.5, l, { size: 9.2, bold: i === 0 }));
  const yk = pairs(p, 318, y, d.keys, { labelW: 118, size: 8.6, gap: 12 });
  y = Math.max(y + 11.5 * d.mailTo.length, yk) + 10;
  p.text(L, y, d.vehicleTitle, { size: 9, bold: true, color });
  y = p.table(L, y + 4, d.vehicleCols.map(([label, w, align]) => ({ label, w, align })), d.vehicles, { size: 8.2, rowH: 14 });
  y += 14;
  const colW = (R - L - 14) / 2;
  const top = y;
  const panel = (x, sec) => {
    p.rect(x, top, colW, 30, { fill: color });
    p.text(x + 7, top + 13, sec.title, { size: 8.8, bold: true, color: [1, 1, 1] });
    p.text(x + 7, top + 24, sec.sub ?? "", { size: 7, color: [0.9, 0.97, 0.92] });
    return valueRows(p, x + 7, x + colW - 7, top + 46, sec.rows);
  };
  const yl = panel(L, d.plate);
  const yr = panel(L + colW + 14, d.pkg);
  y = Math.max(yl, yr) - 4;
  p.rect(L, top, colW, y - top, { stroke: color, lw: 0.8 });
  p.rect(L + colW + 14, top, colW, y - top, { stroke: color, lw: 0.8 });
  y += 18;
  for (const [label, value, bold] of d.totals) {
    p.text(R - 110, y, label, { size: 9, bold: !!bold, align: "right" });
    p.text(R - 6, y, value, { size: 9, bold: !!bold, align: "right" });
    y += 13;
  }
  y += 6;
  paragraphs(p, L, y, R - L, d.notes, { size: 7.5 });
  const sy = d.stubAt ?? 652;
  dashed(p, 20, sy, 592, sy, { dash: 3, gap: 3, w: 0.7 });
  p.text(L, sy - 4, d.stub.cut, { size: 6.3, color: GREY });
  p.text(L, sy + 22, d.stub.title, { size: 10, bold: true, color });
  pairs(p, L, sy + 40, d.stub.left, { labelW: 92, size: 8.8, gap: 12.5 });
  pairs(p, 318, sy + 40, d.stub.right, { labelW: 118, size: 8.8, gap: 12.5 });
  return [p];
}

/**
 * An Ontario renewal from a direct writer: a friendly letter head, a "what changed" box with the
 * last term beside this term, the policy at a glance, the coverage table, the monthly plan.
 */
function directRenewal(d, ctx) {
  const p = newPage(ctx);
  const L = 44;
  const R = 568;
  const color = d.color ?? [0.85, 0.3, 0.1];
  p.rect(L, 34, 32, 32, { fill: color });
  p.text(L + 16, 56, d.logo ?? "", { size: 15, bold: true, color: [1, 1, 1], align: "center" });
  p.text(L + 42, 50, d.insurer.name, { size: 15, bold: true, color });
  (d.insurer.lines ?? []).forEach((l, i) => p.text(L + 42, 62 + i * 8.5, l, { size: 7, color: GREY }));
  p.text(R, 50, d.title, { size: 13, bold: true, align: "right" });
  p.text(R, 62, d.subtitle ?? "", { size: 7.8, align: "right" });
  let y = 104;
  p.text(L, y, d.greeting, { size: 11, bold: true });
  y += 16;
  for (const para of d.intro) y = p.wrap(L, y, R - L, para, { size: 9, gap: 1.35 }) + 4;
  y += 6;
  p.rect(L, y, R - L, 18, { fill: d.boxColor ?? [0.99, 0.92, 0.78] });
  p.text(L + 8, y + 12.5, d.changedTitle, { size: 10, bold: true });
  y += 18;
  y = p.table(L, y, [
    { w: 236, label: d.changedCols[0] },
    { w: 144, label: d.changedCols[1], align: "right" },
    { w: 144, label: d.changedCols[2], align: "right" },
  ], d.changed, { size: 8.5, rowH: 15, headFill: [0.995, 0.97, 0.91] });
  y += 4;
  for (const n of d.changedNotes ?? []) y = p.wrap(L, y + 8, R - L, n, { size: 7.6, color: GREY }) - 6;
  y += 20;
  p.text(L, y, d.glanceTitle, { size: 10.5, bold: true, color });
  y += 15;
  const yl = pairs(p, L, y, d.glanceLeft, { labelW: 92, size: 8.7, gap: 11.5 });
  const yr = pairs(p, L + 270, y, d.glanceRight, { labelW: 80, size: 8.7, gap: 11.5 });
  y = Math.max(yl, yr) + 8;
  p.text(L, y, d.coverTitle, { size: 10.5, bold: true, color });
  y += 5;
  const rows = d.cover.map((r) => (r.section ? { cells: [{ text: r.section, bold: true }, "", "", ""], fill: [0.96, 0.96, 0.96] } : [`  ${r.label}`, r.limit ?? "", r.ded ?? "", r.prem ?? ""]));
  for (const [label, value] of d.totals) rows.push({ cells: [{ text: label, bold: true }, "", "", { text: value, bold: true }], fill: [0.99, 0.95, 0.88] });
  y = p.table(L, y, [
    { w: 262, label: d.coverCols[0] },
    { w: 96, label: d.coverCols[1], align: "right" },
    { w: 80, label: d.coverCols[2], align: "right" },
    { w: 86, label: d.coverCols[3], align: "right" },
  ], rows, { size: 8.2, rowH: 13.5, ruled: false, headFill: [0.93, 0.93, 0.93] });
  y += 14;
  y = paragraphs(p, L, y, R - L, d.notes, { size: 7.6 });
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

/**
 * Alberta declarations (S.P.F. No. 1) whose premium is split into basic coverage (rated on the
 * Grid, with the Grid's maximum printed beside the premium charged) and additional coverage.
 */
function abGridDec(d, ctx) {
  const p = newPage(ctx);
  const L = 36;
  const R = 576;
  const color = d.color ?? [0.1, 0.25, 0.5];
  let y = insurerHead(p, d, L, 48, { size: 14, color });
  p.text(R, 46, d.title, { size: 11.5, bold: true, align: "right" });
  p.text(R, 58, d.subtitle ?? "", { size: 7.6, align: "right" });
  y = Math.max(y, 70) + 6;
  p.table(L, y, d.keyCols.map((label) => ({ w: (R - L) / d.keyCols.length, label })), [d.keyRow.map((v, i) => (i === 0 ? { text: v, bold: true } : v))], { size: 8.8, rowH: 15 });
  y += 36;
  const h = 16 + 11 * Math.max(d.insured.length, d.agent.length);
  box(p, L, y, 266, h, d.insuredTitle, d.insured.map((l, i) => (i === 0 ? { text: l, bold: true } : l)), { size: 8.4 });
  box(p, L + 274, y, 266, h, d.agentTitle, d.agent, { size: 8 });
  y += h + 10;
  y = p.table(L, y, d.vehicleCols.map(([label, w, align]) => ({ label, w, align })), d.vehicles, { size: 8, rowH: 13.5 });
  y += 10;
  p.text(L, y, d.ratingTitle, { size: 8.8, bold: true, color });
  y = p.table(L, y + 4, d.ratingCols.map(([label, w, align]) => ({ label, w, align })), d.rating, { size: 7.9, rowH: 13.5 });
  y += 12;
  p.text(L, y, d.coverTitle, { size: 8.8, bold: true, color });
  const rows = d.cover.map((r) => (r.section ? { cells: [{ text: r.section, bold: true }, "", "", "", ""], fill: [0.92, 0.94, 0.98] } : [`  ${r.label}`, r.limit ?? "", r.ded ?? "", r.basic ?? "", r.add ?? ""]));
  for (const [label, basic, add] of d.subtotals) rows.push({ cells: [{ text: label, bold: true }, "", "", { text: basic, bold: true }, { text: add, bold: true }], fill: [0.96, 0.96, 0.92] });
  y = p.table(L, y + 4, [
    { w: 212, label: d.coverCols[0] },
    { w: 88, label: d.coverCols[1], align: "right" },
    { w: 70, label: d.coverCols[2], align: "right" },
    { w: 85, label: d.coverCols[3], align: "right" },
    { w: 85, label: d.coverCols[4], align: "right" },
  ], rows, { size: 7.9, rowH: 13 });
  y += 10;
  const gh = 14 + 11 * d.gridBox.length;
  p.rect(L, y, 300, gh, { fill: [0.95, 0.96, 0.99], stroke: [0.6, 0.65, 0.8], lw: 0.6 });
  d.gridBox.forEach((l, i) => p.text(L + 8, y + 14 + i * 11, l, { size: 7.8, bold: i === 0 }));
  let yt = y + 12;
  for (const [label, value, bold] of d.totals) {
    p.text(R - 92, yt, label, { size: 8.8, bold: !!bold, align: "right" });
    p.text(R - 4, yt, value, { size: 8.8, bold: !!bold, align: "right" });
    yt += 12.5;
  }
  y = Math.max(y + gh, yt) + 12;
  paragraphs(p, L, y, R - L, d.notes, { size: 7.3 });
  footer(p, d.footer ?? "", 1, 1);
  return [p];
}

/**
 * A Quebec renewal notice (avis de renouvellement) in French: the address in the window, the
 * renewal's particulars, and a fully ruled table with the chapter, the coverage, the amount, the
 * franchise, this term's premium and the renewal premium side by side.
 */
function qcRenewalNotice(d, ctx) {
  const p = newPage(ctx);
  const L = 40;
  const R = 572;
  const color = d.color ?? [0.55, 0.05, 0.15];
  p.rect(L, 36, 6, 40, { fill: color });
  p.text(L + 14, 52, d.insurer.name, { size: 15, bold: true, color });
  (d.insurer.lines ?? []).forEach((l, i) => p.text(L + 14, 64 + i * 9, l, { size: 7, color: GREY }));
  p.text(R, 50, d.title, { size: 13, bold: true, align: "right" });
  p.text(R, 63, d.subtitle ?? "", { size: 7.8, align: "right" });
  let y = 110;
  d.mailTo.forEach((l, i) => p.text(L + 12, y + i * 11.5, l, { size: 9.2, bold: i === 0 }));
  const yk = pairs(p, 320, y, d.keys, { labelW: 112, size: 8.6, gap: 12 });
  y = Math.max(y + 11.5 * d.mailTo.length, yk) + 12;
  for (const para of d.intro) y = p.wrap(L, y, R - L, para, { size: 8.8, gap: 1.35 }) + 4;
  y += 8;
  y = p.table(L, y, d.vehicleCols.map(([label, w, align]) => ({ label, w, align })), d.vehicles, { size: 8.2, rowH: 14 });
  y += 14;
  p.text(L, y, d.tableTitle, { size: 9.5, bold: true, color });
  const rows = d.rows.map((r) =>
    r.section ? { cells: [{ text: r.section, bold: true }, "", "", "", "", ""], fill: [0.97, 0.93, 0.94] } : [r.chap ?? "", r.label, r.limit ?? "", r.ded ?? "", r.now ?? "", r.next ?? ""],
  );
  for (const [label, now, next] of d.totals) rows.push({ cells: ["", { text: label, bold: true }, "", "", { text: now, bold: true }, { text: next, bold: true }], fill: [0.95, 0.95, 0.9] });
  y = p.table(L, y + 5, [
    { w: 50, label: d.cols[0], align: "center" },
    { w: 196, label: d.cols[1] },
    { w: 76, label: d.cols[2], align: "right" },
    { w: 58, label: d.cols[3], align: "right" },
    { w: 74, label: d.cols[4], align: "right" },
    { w: 78, label: d.cols[5], align: "right" },
  ], rows, { size: 7.9, rowH: 14, headFill: [0.9, 0.86, 0.87] });
  y += 14;
  y = paragraphs(p, L, y, R - L, d.notes, { size: 7.6 });
  footer(p, d.footer ?? "", 1, 1, true);
  return [p];
}

/** The line a sending fax machine prints across the top of every page ("{n}" and "{of}" replaced). */
function faxLine(p, d, n, of) {
  if (!d.faxHeader) return;
  p.text(24, 16, d.faxHeader.replace("{n}", String(n)).replace("{of}", String(of)), { size: 7.5, mono: true });
}

/** A broker's fax: a cover sheet, then the declarations page it sends (Atlantic private policy, sections A to D). */
function faxPacket(d, ctx) {
  const of = 2;
  const L = 48;
  const R = 564;
  const p1 = newPage(ctx);
  faxLine(p1, d, 1, of);
  p1.text(L, 70, d.cover.sender, { size: 13, bold: true });
  d.cover.senderLines.forEach((l, i) => p1.text(L, 83 + i * 10, l, { size: 8.2 }));
  p1.text(R, 78, d.cover.title, { size: 34, bold: true, align: "right" });
  let y = 140;
  p1.line(L, y, R, y, { w: 1.6 });
  y += 22;
  for (const [label, value] of d.cover.fields) {
    p1.text(L, y, label, { size: 10, bold: true });
    p1.text(L + 96, y, value, { size: 10 });
    p1.line(L + 92, y + 4, R, y + 4, { w: 0.4, color: GREY });
    y += 22;
  }
  y += 10;
  p1.line(L, y, R, y, { w: 1.6 });
  y += 26;
  for (const para of d.cover.message) y = p1.wrap(L, y, R - L, para, { size: 10.5, gap: 1.4 }) + 8;
  y += 10;
  for (const l of d.cover.sign) {
    p1.text(L, y, l, { size: 10.5 });
    y += 13;
  }
  p1.wrap(L, 700, R - L, d.cover.confidential, { size: 7.6, color: GREY });
  const p2 = newPage(ctx);
  faxLine(p2, d, 2, of);
  let y2 = insurerHead(p2, d, L, 56, { size: 14, color: [0, 0, 0] });
  p2.text(R, 54, d.title, { size: 11.5, bold: true, align: "right" });
  p2.text(R, 66, d.subtitle ?? "", { size: 8, align: "right" });
  y2 = Math.max(y2, 80) + 6;
  p2.table(L, y2, d.keyCols.map((label) => ({ w: (R - L) / d.keyCols.length, label })), [d.keyRow.map((v, i) => (i === 0 ? { text: v, bold: true } : v))], { size: 9, rowH: 16, headFill: [0.9, 0.9, 0.9] });
  y2 += 40;
  const h = 16 + 12 * Math.max(d.insured.length, d.broker.length);
  box(p2, L, y2, 254, h, d.insuredTitle, d.insured.map((l, i) => (i === 0 ? { text: l, bold: true } : l)), { size: 9, gap: 12 });
  box(p2, L + 262, y2, 254, h, d.brokerTitle, d.broker, { size: 8.6, gap: 12 });
  y2 += h + 10;
  y2 = p2.table(L, y2, d.vehicleCols.map(([label, w, align]) => ({ label, w, align })), d.vehicles, { size: 8.8, rowH: 15, headFill: [0.9, 0.9, 0.9] });
  y2 += 12;
  const rows = d.cover2.map((r) => (r.section ? { cells: [{ text: r.section, bold: true }, "", "", ""], fill: [0.92, 0.92, 0.92] } : [`  ${r.label}`, r.limit ?? "", r.ded ?? "", r.prem ?? ""]));
  rows.push({ cells: [{ text: d.totalLabel, bold: true }, "", "", { text: d.total, bold: true }] });
  y2 = p2.table(L, y2, [
    { w: 236, label: d.coverCols[0] },
    { w: 106, label: d.coverCols[1], align: "right" },
    { w: 84, label: d.coverCols[2], align: "right" },
    { w: 90, label: d.coverCols[3], align: "right" },
  ], rows, { size: 8.8, rowH: 15, headFill: [0.9, 0.9, 0.9] });
  y2 += 14;
  paragraphs(p2, L, y2, R - L, d.notes, { size: 8 });
  footer(p2, d.footer ?? "", 1, 1);
  return [p1, p2];
}

/** A body shop's repair estimate sent by fax: owner, vehicle, the insurer's claim, parts and labour, taxes, the deductible. */
function repairEstimate(d, ctx) {
  const p = newPage(ctx);
  faxLine(p, d, 1, 1);
  const L = 44;
  const R = 568;
  p.text(L, 62, d.shop.name, { size: 15, bold: true });
  d.shop.lines.forEach((l, i) => p.text(L, 75 + i * 10, l, { size: 8.2 }));
  p.text(R, 62, d.title, { size: 14, bold: true, align: "right" });
  p.text(R, 76, d.subtitle ?? "", { size: 8.6, align: "right" });
  let y = 118;
  p.line(L, y, R, y, { w: 1.2 });
  y += 16;
  const yl = pairs(p, L, y, d.left, { labelW: 100, size: 9, gap: 12.5 });
  const yr = pairs(p, L + 270, y, d.right, { labelW: 108, size: 9, gap: 12.5 });
  y = Math.max(yl, yr) + 6;
  p.line(L, y, R, y, { w: 0.8 });
  y += 8;
  y = p.table(L, y, d.cols.map(([label, w, align]) => ({ label, w, align })), d.lines, { size: 8.6, rowH: 15, headFill: [0.9, 0.9, 0.9] });
  y += 14;
  for (const [label, value, bold] of d.totals) {
    p.text(R - 110, y, label, { size: 9.2, bold: !!bold, align: "right" });
    p.text(R - 4, y, value, { size: 9.2, bold: !!bold, align: "right" });
    y += 14;
  }
  y += 10;
  y = paragraphs(p, L, y, R - L, d.notes, { size: 8.2 });
  y += 20;
  if (d.sign) {
    p.line(L, y, L + 200, y, { w: 0.5 });
    p.text(L, y + 11, d.sign, { size: 8 });
  }
  return [p];
}

/**
 * A New Brunswick liability card (pink), French first: numbered bilingual rows, the ten days'
 * notice to the Registrar of Motor Vehicles in the fine print. Drawn at (x, y), `s` times its size.
 */
const NB_CARD = [350, 206];

function drawNbCard(p, x, y, c, s = 1) {
  const W = NB_CARD[0] * s;
  const H = NB_CARD[1] * s;
  p.rect(x, y, W, H, { fill: c.paper ?? [0.98, 0.85, 0.89] });
  p.rect(x + 5 * s, y + 5 * s, W - 10 * s, H - 10 * s, { stroke: [0.6, 0.3, 0.4], lw: 0.8 * s });
  p.text(x + W / 2, y + 18 * s, c.titles[0], { size: 6.9 * s, bold: true, align: "center" });
  p.text(x + W / 2, y + 26.5 * s, c.titles[1], { size: 6.6 * s, bold: true, align: "center" });
  p.text(x + W / 2, y + 35 * s, c.titles[2], { size: 6.1 * s, align: "center" });
  p.line(x + 12 * s, y + 39.5 * s, x + W - 12 * s, y + 39.5 * s, { w: 0.4 * s, color: [0.5, 0.3, 0.35] });
  let yy = y + 49 * s;
  for (const row of c.rows) {
    const w = (W - 24 * s) / row.length;
    let maxY = yy;
    row.forEach(([label, value], i) => {
      const cx = x + 12 * s + i * w;
      p.text(cx, yy, label, { size: 5.1 * s, color: [0.35, 0.2, 0.25] });
      let vy = yy + 8.4 * s;
      for (const v of Array.isArray(value) ? value : [value]) {
        p.text(cx, vy, v, { size: 7.3 * s, bold: true });
        vy += 8.4 * s;
      }
      maxY = Math.max(maxY, vy);
    });
    yy = maxY + 2.2 * s;
  }
  for (const f of c.fine ?? []) yy = p.wrap(x + 12 * s, yy + 2 * s, W - 24 * s, f, { size: 4.5 * s, color: [0.3, 0.2, 0.25] }) - s;
}

/** One New Brunswick liability card alone (card size). */
function nbCard(d, ctx) {
  const p = new ctx.Page(NB_CARD[0], NB_CARD[1], ctx.measure);
  drawNbCard(p, 0, 0, d.card);
  return [p];
}

/** The insurer's letter with a New Brunswick liability card for each vehicle below it, side by side between cut lines. */
function nbCardSheet(d, ctx) {
  const p = newPage(ctx);
  const L = 50;
  const R = 562;
  const color = d.color ?? [0.1, 0.3, 0.45];
  p.text(L, 52, d.insurer.name, { size: 14, bold: true, color });
  (d.insurer.lines ?? []).forEach((l, i) => p.text(L, 64 + i * 9, l, { size: 7, color: GREY }));
  p.text(R, 52, d.date, { size: 8.6, align: "right" });
  let y = 108;
  d.mailTo.forEach((l, i) => p.text(L, y + i * 11, l, { size: 9, bold: i === 0 }));
  y += 11 * d.mailTo.length + 14;
  p.text(L, y, d.re, { size: 9.2, bold: true });
  y += 18;
  for (const para of d.body) y = p.wrap(L, y, R - L, para, { size: 9, gap: 1.35 }) + 5;
  y += 4;
  p.text(L, y, d.sign, { size: 9 });
  const s = d.cardScale ?? 0.8;
  const cw = NB_CARD[0] * s;
  const ch = NB_CARD[1] * s;
  const gap = 612 - 2 * cw - 2 * 18;
  const top = d.cardsAt ?? 470;
  dashed(p, 14, top - 12, 598, top - 12, { dash: 5, gap: 3, w: 0.6 });
  dashed(p, 14, top + ch + 12, 598, top + ch + 12, { dash: 5, gap: 3, w: 0.6 });
  dashed(p, 306, top - 12, 306, top + ch + 12, { dash: 5, gap: 3, w: 0.6 });
  p.text(16, top - 16, d.cutLine ?? "", { size: 6.2, color: GREY });
  d.cards.forEach((c, i) => drawNbCard(p, 18 + i * (cw + gap), top, c, s));
  return [p];
}

/**
 * An insurer's customer-account page ("My policy") printed to PDF from a web browser: the browser's
 * date and title at the top of each sheet, the address and "n/m" at the foot, the site's header and
 * menu, the policy in cards, a side column with other products; cards flow onto another sheet when
 * one is full; a cookie banner over the foot of the first sheet.
 */
function webAccount(d, ctx) {
  const pages = [];
  const L = 30;
  const R = 582;
  const main = [L, 400];
  const side = [414, R];
  const color = d.color ?? [0.0, 0.4, 0.3];
  let p;
  let y;
  let limit;
  const sheet = () => {
    p = newPage(ctx);
    pages.push(p);
    limit = pages.length === 1 && d.banner ? 690 : 750;
    y = 46;
    if (pages.length > 1) return;
    y = 40;
    p.rect(L, y, R - L, 40, { fill: [1, 1, 1], stroke: [0.88, 0.88, 0.88], lw: 0.6 });
    p.text(L + 12, y + 25, d.insurer.name, { size: 14, bold: true, color });
    let x = L + (d.menuAt ?? 200);
    for (const item of d.menu) {
      const on = item === d.activeMenu;
      p.text(x, y + 24, item, { size: 8.4, bold: on, color: on ? color : [0.2, 0.2, 0.2] });
      x += p.width_(item, 8.4, on) + 15;
    }
    y += 58;
    p.text(L, y, d.breadcrumb, { size: 7.6, color: GREY });
    y += 24;
    p.text(L, y, d.heading, { size: 19, bold: true });
    y += 14;
    let ys = y;
    for (const c of d.side) {
      const hh = 26 + 13 * c.rows.length;
      p.rect(side[0], ys, side[1] - side[0], hh, { fill: [0.965, 0.97, 0.975] });
      p.text(side[0] + 10, ys + 17, c.title, { size: 9, bold: true });
      c.rows.forEach((r, i) => p.text(side[0] + 10, ys + 31 + i * 13, r, { size: 8 }));
      ys += hh + 10;
    }
  };
  sheet();
  for (const c of d.cards) {
    const hh = 34 + c.rows.reduce((a, r) => a + (r.sub ? 31 : 21), 0);
    if (y + hh > limit) sheet();
    p.rect(main[0], y, main[1] - main[0], hh, { fill: [1, 1, 1], stroke: [0.85, 0.86, 0.87], lw: 0.7 });
    p.rect(main[0], y, 4, hh, { fill: color });
    p.text(main[0] + 14, y + 20, c.title, { size: 11, bold: true });
    if (c.badge) {
      const bw = p.width_(c.badge, 7.4, true) + 12;
      p.rect(main[1] - 12 - bw, y + 9, bw, 14, { fill: [0.86, 0.95, 0.9] });
      p.text(main[1] - 12 - bw / 2, y + 19, c.badge, { size: 7.4, bold: true, align: "center", color });
    }
    let yy = y + 42;
    for (const r of c.rows) {
      p.text(main[0] + 14, yy, r.label, { size: 8.6, color: [0.3, 0.3, 0.32] });
      p.text(main[1] - 14, yy, r.value ?? "", { size: 8.8, bold: true, align: "right" });
      if (r.sub) p.text(main[0] + 14, yy + 11.5, r.sub, { size: 7.4, color: GREY });
      yy += r.sub ? 31 : 21;
    }
    y += hh + 12;
  }
  for (const para of d.after ?? []) y = p.wrap(main[0], y + 4, main[1] - main[0], para, { size: 7.8, color: GREY }) + 2;
  if (d.banner) {
    const p1 = pages[0];
    p1.rect(0, 700, 612, 56, { fill: [0.15, 0.17, 0.2] });
    p1.wrap(L, 718, 420, d.banner.text, { size: 7.8, color: [1, 1, 1] });
    p1.rect(470, 716, 100, 22, { fill: color });
    p1.text(520, 731, d.banner.button, { size: 8.4, bold: true, color: [1, 1, 1], align: "center" });
  }
  pages.forEach((pg, i) => {
    pg.text(L, 22, d.printDate, { size: 7.2 });
    pg.text(306, 22, d.pageTitle, { size: 7.2, align: "center" });
    pg.text(L, 778, d.url, { size: 7.2 });
    pg.text(R, 778, `${i + 1}/${pages.length}`, { size: 7.2, align: "right" });
  });
  return pages;
}

/** A letter on page 1 (the cover letter of a new policy or a renewal), the declarations on page 2. */
function coverLetter(d, ctx) {
  const L = 54;
  const R = 558;
  const color = d.color ?? [0.1, 0.35, 0.3];
  const foot = (p, n) => {
    p.line(L, 752, R, 752, { w: 0.4, color: GREY });
    p.text(L, 764, d.footer ?? "", { size: 6.5, color: GREY });
    p.text(R, 764, d.pageLabel.replace("{n}", String(n)), { size: 6.5, color: GREY, align: "right" });
  };
  const p1 = newPage(ctx);
  p1.text(L, 56, d.insurer.name, { size: 16, bold: true, color });
  (d.insurer.lines ?? []).forEach((l, i) => p1.text(L, 69 + i * 9, l, { size: 7.4, color: GREY }));
  let y = 130;
  p1.text(L, y, d.letter.date, { size: 9.4 });
  y += 26;
  for (const l of d.letter.to) {
    p1.text(L, y, l, { size: 9.4 });
    y += 12;
  }
  y += 16;
  p1.text(L, y, d.letter.re, { size: 9.6, bold: true });
  y += 22;
  for (const para of d.letter.body) y = p1.wrap(L, y, R - L, para, { size: 9.4, gap: 1.38 }) + 8;
  y += 8;
  for (const l of d.letter.sign) {
    p1.text(L, y, l, { size: 9.4 });
    y += 12.5;
  }
  foot(p1, 1);
  const p2 = newPage(ctx);
  p2.text(L, 50, d.insurer.name, { size: 12, bold: true, color });
  p2.text(R, 48, d.title, { size: 11.5, bold: true, align: "right" });
  p2.text(R, 60, d.subtitle ?? "", { size: 7.6, align: "right" });
  y = 80;
  p2.line(L, y, R, y, { w: 1.2, color });
  y += 16;
  const yl = pairs(p2, L, y, d.left, { labelW: 100, size: 8.6, gap: 11.5 });
  const yr = pairs(p2, L + 262, y, d.right, { labelW: 96, size: 8.6, gap: 11.5 });
  y = Math.max(yl, yr) + 8;
  y = p2.table(L, y, d.vehicleCols.map(([label, w, align]) => ({ label, w, align })), d.vehicles, { size: 8.2, rowH: 14 });
  y += 14;
  const rows = d.cover.map((r) => (r.section ? { cells: [{ text: r.section, bold: true }, "", "", ""], fill: LIGHT } : [`  ${r.label}`, r.limit ?? "", r.ded ?? "", r.prem ?? ""]));
  rows.push({ cells: [{ text: d.totalLabel, bold: true }, "", "", { text: d.total, bold: true }], fill: [0.95, 0.96, 0.92] });
  y = p2.table(L, y, [
    { w: 244, label: d.coverCols[0] },
    { w: 100, label: d.coverCols[1], align: "right" },
    { w: 78, label: d.coverCols[2], align: "right" },
    { w: 82, label: d.coverCols[3], align: "right" },
  ], rows, { size: 8.2, rowH: 14 });
  y += 14;
  paragraphs(p2, L, y, R - L, d.notes, { size: 7.6 });
  foot(p2, 2);
  return [p1, p2];
}

export const LAYOUTS = {
  oap1,
  twocol,
  leaders,
  stacked,
  renewal,
  multiveh,
  icbc,
  publicRenewal,
  excess,
  fpq,
  frtwocol,
  pinkcard,
  eslip,
  change,
  homeDec,
  bill,
  permit,
  brokerMail,
  twoRow,
  oapAlt,
  payPlan,
  lienholder,
  fpqLand,
  noAccent,
  twoPage,
  qcSommaire,
  onDrivers,
  abCardDec,
  fleetSchedule,
  nsSummary,
  autopacExt,
  endorsement,
  appScreen,
  skRenewal,
  directRenewal,
  abGridDec,
  qcRenewalNotice,
  faxPacket,
  repairEstimate,
  nbCard,
  nbCardSheet,
  webAccount,
  coverLetter,
};
