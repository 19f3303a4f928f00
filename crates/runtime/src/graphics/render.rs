//! Draws a [`Figure`] with plotters' drawing backends: the same code paints a
//! PNG (`BitMapBackend` into a buffer, encoded with `png`) and an SVG
//! (`SVGBackend`), text included.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters_backend::DrawingErrorKind;

use super::{Axes, Figure, LineStyle, Marker, Rgb, Series};

/// Pixel rectangle: left, top, right, bottom.
#[derive(Clone, Copy)]
struct Rect {
    l: f64,
    t: f64,
    r: f64,
    b: f64,
}

fn rgb(c: Rgb) -> RGBColor {
    let f = |v: f64| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    RGBColor(f(c[0]), f(c[1]), f(c[2]))
}

/// The figure's pixels: width, height and RGB bytes row by row.
pub fn pixels(fig: &Figure) -> Result<(u32, u32, Vec<u8>), String> {
    let (w, h) = fig.size;
    let mut buf = vec![255u8; (w * h * 3) as usize];
    {
        let mut b = BitMapBackend::with_buffer(&mut buf, (w, h));
        draw_figure(&mut b, fig).map_err(|e| e.to_string())?;
        b.present().map_err(|e| e.to_string())?;
    }
    Ok((w, h, buf))
}

/// The figure as PNG bytes.
pub fn png_bytes(fig: &Figure) -> Result<Vec<u8>, String> {
    let (w, h, buf) = pixels(fig)?;
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        let mut wr = enc.write_header().map_err(|e| e.to_string())?;
        wr.write_image_data(&buf).map_err(|e| e.to_string())?;
    }
    Ok(out)
}

/// The figure as an SVG document.
pub fn svg_string(fig: &Figure) -> Result<String, String> {
    let mut s = String::new();
    {
        let mut b = SVGBackend::with_string(&mut s, fig.size);
        draw_figure(&mut b, fig).map_err(|e| e.to_string())?;
        b.present().map_err(|e| e.to_string())?;
    }
    Ok(s)
}

type Res<B> = Result<(), DrawingErrorKind<<B as DrawingBackend>::ErrorType>>;

fn draw_figure<B: DrawingBackend>(b: &mut B, fig: &Figure) -> Res<B> {
    register_font();
    let (w, h) = fig.size;
    b.draw_rect((0, 0), (w as i32, h as i32), &WHITE, true)?;
    for ax in &fig.axes {
        draw_axes(b, ax, (w as f64, h as f64))?;
    }
    Ok(())
}

/// Nice tick step for a span divided in about `n` parts.
fn nice_step(span: f64, n: f64) -> f64 {
    let raw = span / n;
    if raw <= 0.0 || !raw.is_finite() {
        return 1.0;
    }
    let p = 10f64.powf(raw.log10().floor());
    let m = raw / p;
    let k = if m <= 1.0 {
        1.0
    } else if m <= 2.0 {
        2.0
    } else if m <= 5.0 {
        5.0
    } else {
        10.0
    };
    k * p
}

/// Limits of a data range rounded out to ticks (MATLAB-like auto limits).
fn auto_limits(lo: f64, hi: f64) -> (f64, f64) {
    if !lo.is_finite() || !hi.is_finite() {
        return (0.0, 1.0);
    }
    if lo == hi {
        return (lo - 1.0, hi + 1.0);
    }
    let s = nice_step(hi - lo, 5.0);
    let a = (lo / s).floor() * s;
    let b = (hi / s).ceil() * s;
    (a, b)
}

fn ticks(lo: f64, hi: f64) -> Vec<f64> {
    let s = nice_step(hi - lo, 5.0);
    let mut v = Vec::new();
    let mut t = (lo / s).ceil() * s;
    while t <= hi + s * 1e-9 && v.len() < 50 {
        v.push(if t.abs() < s * 1e-9 { 0.0 } else { t });
        t += s;
    }
    v
}

fn fmt_tick(t: f64, log: bool) -> String {
    if log {
        return format!("10^{}", t.round() as i64);
    }
    let s = format!("{:.6}", t);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_string()
}

/// The data extent of the series along x (`0`) or y (`1`), in the scale's space.
fn extent(ax: &Axes, axis: usize) -> (f64, f64, bool) {
    let log = if axis == 0 { ax.xlog } else { ax.ylog };
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    let mut tight = false;
    let mut add = |v: f64| {
        let v = if log { v.log10() } else { v };
        if v.is_finite() {
            lo = lo.min(v);
            hi = hi.max(v);
        }
    };
    for s in &ax.series {
        match s {
            Series::Line { x, y, .. } => {
                for v in if axis == 0 { x } else { y } {
                    add(*v);
                }
            }
            Series::Bars { x, y, width, .. } => {
                if axis == 0 {
                    let d = bar_spacing(x) * width / 2.0;
                    for v in x {
                        add(v - d);
                        add(v + d);
                    }
                } else {
                    add(0.0);
                    for v in y {
                        add(*v);
                    }
                }
            }
            Series::Image {
                x, y, rows, cols, ..
            } => {
                tight = true;
                let (r, n) = if axis == 0 { (*x, *cols) } else { (*y, *rows) };
                let d = if n > 1 {
                    (r.1 - r.0) / (n - 1) as f64 / 2.0
                } else {
                    0.5
                };
                add(r.0 - d);
                add(r.1 + d);
            }
            Series::Text { x, y, .. } => add(if axis == 0 { *x } else { *y }),
        }
    }
    (lo, hi, tight)
}

fn bar_spacing(x: &[f64]) -> f64 {
    let mut d = f64::INFINITY;
    for w in x.windows(2) {
        let s = (w[1] - w[0]).abs();
        if s > 0.0 {
            d = d.min(s);
        }
    }
    if d.is_finite() {
        d
    } else {
        1.0
    }
}

/// The limits of an axes along x (0) or y (1) in data units, as drawn.
pub fn axis_limits(ax: &Axes, axis: usize) -> (f64, f64) {
    if let Some(r) = negative_log(ax, axis) {
        return r;
    }
    let (a, b) = limits(ax, axis);
    let log = if axis == 0 { ax.xlog } else { ax.ylog };
    if let Some((lo, hi)) = if axis == 0 { ax.xlim } else { ax.ylim } {
        // Limits that were set read back as given, not through the log scale.
        if log && lo > 0.0 && lo < hi && hi.is_finite() {
            return (lo, hi);
        }
    }
    if log {
        (10f64.powf(a), 10f64.powf(b))
    } else {
        (a, b)
    }
}

/// The tick values of an axes along x (0) or y (1) in data units, as drawn.
pub fn axis_ticks(ax: &Axes, axis: usize) -> Vec<f64> {
    // Ticks the program set (`xticks`, `set(ax, 'xtick', ...)`) stay as they are.
    let (tick, mode) = [("xtick", "xtickmode"), ("ytick", "ytickmode")][axis.min(1)];
    if let (Some(m), Some(v)) = (ax.props.get(mode), ax.props.get(tick)) {
        if m.as_string().as_deref() == Some("manual") {
            if let Ok(t) = v.to_f64_vec() {
                return t;
            }
        }
    }
    if let Some((lo, hi)) = negative_log(ax, axis) {
        // A log axis of negative values: the mirror of the ticks of their magnitudes.
        let mut t: Vec<f64> = ticks((-hi).log10(), (-lo).log10())
            .into_iter()
            .map(|t| -(10f64.powf(t)))
            .collect();
        t.reverse();
        return t;
    }
    let (a, b) = limits(ax, axis);
    let log = if axis == 0 { ax.xlog } else { ax.ylog };
    ticks(a, b)
        .into_iter()
        .map(|t| if log { 10f64.powf(t) } else { t })
        .collect()
}

/// The set limits of a log axis over negative values (Octave draws their magnitudes mirrored).
fn negative_log(ax: &Axes, axis: usize) -> Option<(f64, f64)> {
    let (set, log) = if axis == 0 {
        (ax.xlim, ax.xlog)
    } else {
        (ax.ylim, ax.ylog)
    };
    set.filter(|(lo, hi)| log && lo.is_finite() && *hi < 0.0 && lo < hi)
}

/// Axis limits in the scale's space (log10 of the data on a log axis).
fn limits(ax: &Axes, axis: usize) -> (f64, f64) {
    let (set, log) = if axis == 0 {
        (ax.xlim, ax.xlog)
    } else {
        (ax.ylim, ax.ylog)
    };
    let (lo, hi, tight) = extent(ax, axis);
    let (alo, ahi) = if tight && lo < hi {
        (lo, hi)
    } else if log {
        if lo.is_finite() {
            (
                lo.floor(),
                if hi.ceil() > lo.floor() {
                    hi.ceil()
                } else {
                    lo.floor() + 1.0
                },
            )
        } else {
            (0.0, 1.0)
        }
    } else {
        auto_limits(lo, hi)
    };
    match set {
        Some((a, b)) => {
            let f = |v: f64, d: f64| {
                let v = if log { v.log10() } else { v };
                if v.is_finite() {
                    v
                } else {
                    d
                }
            };
            let (a, b) = (f(a, alo), f(b, ahi));
            if a < b {
                (a, b)
            } else {
                (alo, ahi)
            }
        }
        None => (alo, ahi),
    }
}

fn axes_rect(ax: &Axes, (w, h): (f64, f64)) -> Rect {
    let (cx, cy, cw, ch) = match ax.pos {
        Some((m, n, k)) if m > 0 && n > 0 && k > 0 => {
            let k = (k - 1) % (m * n);
            let (row, col) = (k / n, k % n);
            let (cw, ch) = (w / n as f64, h / m as f64);
            (col as f64 * cw, row as f64 * ch, cw, ch)
        }
        _ => (0.0, 0.0, w, h),
    };
    let mut r = Rect {
        l: cx + 0.13 * cw,
        t: cy + 0.075 * ch,
        r: cx + 0.905 * cw,
        b: cy + 0.89 * ch,
    };
    if ax.colorbar {
        r.r -= 0.1 * cw;
    }
    r
}

struct Map {
    rect: Rect,
    x: (f64, f64),
    y: (f64, f64),
    xlog: bool,
    ylog: bool,
    yrev: bool,
}

impl Map {
    fn px(&self, x: f64) -> f64 {
        let x = if self.xlog { x.log10() } else { x };
        self.rect.l + (x - self.x.0) / (self.x.1 - self.x.0) * (self.rect.r - self.rect.l)
    }
    fn py(&self, y: f64) -> f64 {
        let y = if self.ylog { y.log10() } else { y };
        let f = (y - self.y.0) / (self.y.1 - self.y.0);
        let f = if self.yrev { f } else { 1.0 - f };
        self.rect.t + f * (self.rect.b - self.rect.t)
    }
}

/// Liang-Barsky: the part of segment p-q inside `r`.
fn clip(p: (f64, f64), q: (f64, f64), r: Rect) -> Option<((f64, f64), (f64, f64))> {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let mut t0 = 0.0f64;
    let mut t1 = 1.0f64;
    for (pp, qq) in [
        (-dx, p.0 - r.l),
        (dx, r.r - p.0),
        (-dy, p.1 - r.t),
        (dy, r.b - p.1),
    ] {
        if pp == 0.0 {
            if qq < 0.0 {
                return None;
            }
        } else {
            let t = qq / pp;
            if pp < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
        }
    }
    if t0 > t1 {
        return None;
    }
    Some((
        (p.0 + t0 * dx, p.1 + t0 * dy),
        (p.0 + t1 * dx, p.1 + t1 * dy),
    ))
}

fn ic(p: (f64, f64)) -> (i32, i32) {
    (p.0.round() as i32, p.1.round() as i32)
}

/// The family every text is drawn in. In the PNG it is DejaVu Sans,
/// embedded in the binary (the `dejavu` crate), so that pictures never
/// depend on the fonts a machine has; the SVG names the generic family.
const FONT_FAMILY: &str = "sans-serif";

/// Registers the embedded font with plotters, once per process.
fn register_font() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // DejaVu's own file always parses: there is no error to report.
        let _ =
            plotters::style::register_font(FONT_FAMILY, FontStyle::Normal, dejavu::sans::regular());
    });
}

fn text_style(size: f64, h: HPos, v: VPos) -> TextStyle<'static> {
    (FONT_FAMILY, size)
        .into_font()
        .color(&BLACK)
        .pos(Pos::new(h, v))
}

/// parula, sampled.
const PARULA: [Rgb; 9] = [
    [0.2081, 0.1663, 0.5292],
    [0.0779, 0.3502, 0.8677],
    [0.0157, 0.4958, 0.8831],
    [0.0589, 0.6030, 0.7911],
    [0.1411, 0.6843, 0.6348],
    [0.4330, 0.7454, 0.4484],
    [0.7591, 0.7460, 0.2573],
    [0.9871, 0.7549, 0.2088],
    [0.9763, 0.9831, 0.0538],
];

/// The colormap's color at fraction `f` in 0..=1.
pub fn colormap(f: f64) -> Rgb {
    let f = if f.is_finite() {
        f.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let t = f * (PARULA.len() - 1) as f64;
    let i = (t.floor() as usize).min(PARULA.len() - 2);
    let u = t - i as f64;
    let (a, b) = (PARULA[i], PARULA[i + 1]);
    [
        a[0] + u * (b[0] - a[0]),
        a[1] + u * (b[1] - a[1]),
        a[2] + u * (b[2] - a[2]),
    ]
}

fn draw_axes<B: DrawingBackend>(b: &mut B, ax: &Axes, size: (f64, f64)) -> Res<B> {
    let rect = axes_rect(ax, size);
    let m = Map {
        rect,
        x: limits(ax, 0),
        y: limits(ax, 1),
        xlog: ax.xlog,
        ylog: ax.ylog,
        yrev: ax.yreverse,
    };
    let (l, t, r, bt) = (
        rect.l.round() as i32,
        rect.t.round() as i32,
        rect.r.round() as i32,
        rect.b.round() as i32,
    );
    let grid = ShapeStyle::from(&RGBColor(220, 220, 220)).stroke_width(1);
    let axis_style = ShapeStyle::from(&RGBColor(38, 38, 38)).stroke_width(1);
    let xt = ticks(m.x.0, m.x.1);
    let yt = ticks(m.y.0, m.y.1);
    let xpix = |v: f64| rect.l + (v - m.x.0) / (m.x.1 - m.x.0) * (rect.r - rect.l);
    let ypix = |v: f64| {
        let f = (v - m.y.0) / (m.y.1 - m.y.0);
        let f = if m.yrev { f } else { 1.0 - f };
        rect.t + f * (rect.b - rect.t)
    };
    if ax.grid && ax.visible {
        for &v in &xt {
            let x = xpix(v).round() as i32;
            b.draw_line((x, t), (x, bt), &grid)?;
        }
        for &v in &yt {
            let y = ypix(v).round() as i32;
            b.draw_line((l, y), (r, y), &grid)?;
        }
    }
    // Series.
    for s in &ax.series {
        draw_series(b, s, &m)?;
    }
    // Hidden axes (`axis off`, imshow's) show their children alone.
    if !ax.visible {
        return Ok(());
    }
    // Box and ticks.
    b.draw_rect((l, t), (r, bt), &axis_style, false)?;
    let tick_font = text_style(11.0, HPos::Center, VPos::Top);
    for &v in &xt {
        let x = xpix(v).round() as i32;
        b.draw_line((x, bt), (x, bt - 5), &axis_style)?;
        b.draw_text(&fmt_tick(v, ax.xlog), &tick_font, (x, bt + 4))?;
    }
    let ytick_font = text_style(11.0, HPos::Right, VPos::Center);
    for &v in &yt {
        let y = ypix(v).round() as i32;
        b.draw_line((l, y), (l + 5, y), &axis_style)?;
        b.draw_text(&fmt_tick(v, ax.ylog), &ytick_font, (l - 4, y))?;
    }
    if !ax.title.is_empty() {
        let st = text_style(13.0, HPos::Center, VPos::Bottom);
        b.draw_text(&ax.title, &st, (((l + r) / 2), t - 4))?;
    }
    if !ax.xlabel.is_empty() {
        let st = text_style(12.0, HPos::Center, VPos::Top);
        b.draw_text(&ax.xlabel, &st, (((l + r) / 2), bt + 20))?;
    }
    if !ax.ylabel.is_empty() {
        let st = text_style(12.0, HPos::Center, VPos::Bottom).transform(FontTransform::Rotate270);
        b.draw_text(&ax.ylabel, &st, (l - 36, (t + bt) / 2))?;
    }
    if ax.colorbar {
        draw_colorbar(b, ax, rect, size)?;
    }
    if let Some(entries) = &ax.legend {
        draw_legend(b, ax, entries, rect)?;
    }
    Ok(())
}

fn image_range(ax: &Axes) -> (f64, f64) {
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    for s in &ax.series {
        if let Series::Image {
            c, colors: None, ..
        } = s
        {
            for v in c.iter().filter(|v| v.is_finite()) {
                lo = lo.min(*v);
                hi = hi.max(*v);
            }
        }
    }
    if !lo.is_finite() {
        (0.0, 1.0)
    } else if lo == hi {
        (lo - 0.5, hi + 0.5)
    } else {
        (lo, hi)
    }
}

fn draw_colorbar<B: DrawingBackend>(b: &mut B, ax: &Axes, rect: Rect, size: (f64, f64)) -> Res<B> {
    let cw = match ax.pos {
        Some((_, n, _)) if n > 0 => size.0 / n as f64,
        _ => size.0,
    };
    let l = (rect.r + 0.03 * cw).round() as i32;
    let r = (rect.r + 0.06 * cw).round() as i32;
    let (t, bt) = (rect.t.round() as i32, rect.b.round() as i32);
    let n = (bt - t).max(1);
    for i in 0..n {
        let c = rgb(colormap(1.0 - i as f64 / n as f64));
        b.draw_rect((l, t + i), (r, t + i + 1), &c, true)?;
    }
    b.draw_rect((l, t), (r, bt), &BLACK, false)?;
    let (lo, hi) = image_range(ax);
    let st = text_style(10.0, HPos::Left, VPos::Center);
    for v in ticks(lo, hi) {
        let y = bt as f64 - (v - lo) / (hi - lo) * (bt - t) as f64;
        b.draw_text(&fmt_tick(v, false), &st, (r + 3, y.round() as i32))?;
    }
    Ok(())
}

fn series_name_color(s: &Series) -> Option<(Rgb, bool)> {
    match s {
        Series::Line { color, style, .. } => Some((*color, *style != LineStyle::None)),
        Series::Bars { color, .. } => Some((*color, false)),
        _ => None,
    }
}

fn draw_legend<B: DrawingBackend>(b: &mut B, ax: &Axes, entries: &[String], rect: Rect) -> Res<B> {
    let items: Vec<(Rgb, bool, &str)> = ax
        .series
        .iter()
        .filter_map(series_name_color)
        .zip(entries.iter())
        .map(|((c, line), s)| (c, line, s.as_str()))
        .collect();
    if items.is_empty() {
        return Ok(());
    }
    let longest = items.iter().map(|i| i.2.chars().count()).max().unwrap_or(0) as i32;
    let w = 40 + 7 * longest;
    let h = 6 + 16 * items.len() as i32;
    let r = rect.r.round() as i32 - 8;
    let t = rect.t.round() as i32 + 8;
    let l = r - w;
    b.draw_rect((l, t), (r, t + h), &WHITE, true)?;
    b.draw_rect((l, t), (r, t + h), &RGBColor(38, 38, 38), false)?;
    let st = text_style(11.0, HPos::Left, VPos::Center);
    for (i, (c, line, s)) in items.iter().enumerate() {
        let y = t + 11 + 16 * i as i32;
        let style = ShapeStyle::from(&rgb(*c)).stroke_width(2);
        if *line {
            b.draw_line((l + 5, y), (l + 30, y), &style)?;
        } else {
            b.draw_rect((l + 10, y - 4), (l + 25, y + 4), &style.filled(), true)?;
        }
        b.draw_text(s, &st, (l + 35, y))?;
    }
    Ok(())
}

/// Draws the pieces of a polyline `pts` (already clipped) with a dash pattern.
fn dashed<B: DrawingBackend>(
    b: &mut B,
    p: (f64, f64),
    q: (f64, f64),
    pattern: &[f64],
    phase: &mut f64,
    style: &ShapeStyle,
) -> Res<B> {
    let total: f64 = pattern.iter().sum();
    let len = ((q.0 - p.0).powi(2) + (q.1 - p.1).powi(2)).sqrt();
    if len == 0.0 {
        return Ok(());
    }
    let mut s = 0.0;
    while s < len {
        // Where in the pattern are we?
        let mut off = phase.rem_euclid(total);
        let mut k = 0;
        while off >= pattern[k] {
            off -= pattern[k];
            k = (k + 1) % pattern.len();
        }
        let step = (pattern[k] - off).min(len - s);
        if k % 2 == 0 {
            let a = (p.0 + (q.0 - p.0) * s / len, p.1 + (q.1 - p.1) * s / len);
            let e = (
                p.0 + (q.0 - p.0) * (s + step) / len,
                p.1 + (q.1 - p.1) * (s + step) / len,
            );
            b.draw_line(ic(a), ic(e), style)?;
        }
        s += step;
        *phase += step;
    }
    Ok(())
}

fn draw_marker<B: DrawingBackend>(
    b: &mut B,
    mk: Marker,
    p: (f64, f64),
    size: f64,
    color: RGBColor,
    filled: bool,
) -> Res<B> {
    let r = (size / 2.0).max(1.0);
    let (x, y) = (p.0, p.1);
    let st = ShapeStyle::from(&color).stroke_width(1);
    let fill = st.filled();
    match mk {
        Marker::Circle => b.draw_circle(
            ic(p),
            r.round() as u32,
            if filled { &fill } else { &st },
            filled,
        ),
        Marker::Point => b.draw_circle(ic(p), (r / 3.0).round().max(1.0) as u32, &fill, true),
        Marker::Square => b.draw_rect(
            ic((x - r, y - r)),
            ic((x + r, y + r)),
            if filled { &fill } else { &st },
            filled,
        ),
        Marker::Plus | Marker::Star | Marker::Cross => {
            if mk != Marker::Cross {
                b.draw_line(ic((x - r, y)), ic((x + r, y)), &st)?;
                b.draw_line(ic((x, y - r)), ic((x, y + r)), &st)?;
            }
            if mk != Marker::Plus {
                let d = r * 0.7;
                b.draw_line(ic((x - d, y - d)), ic((x + d, y + d)), &st)?;
                b.draw_line(ic((x - d, y + d)), ic((x + d, y - d)), &st)?;
            }
            Ok(())
        }
        Marker::Diamond | Marker::Triangle => {
            let pts: Vec<(i32, i32)> = if mk == Marker::Diamond {
                vec![
                    ic((x, y - r)),
                    ic((x + r, y)),
                    ic((x, y + r)),
                    ic((x - r, y)),
                ]
            } else {
                vec![ic((x, y - r)), ic((x + r, y + r)), ic((x - r, y + r))]
            };
            if filled {
                b.fill_polygon(pts, &fill)
            } else {
                let mut closed = pts.clone();
                closed.push(pts[0]);
                b.draw_path(closed, &st)
            }
        }
    }
}

fn draw_series<B: DrawingBackend>(b: &mut B, s: &Series, m: &Map) -> Res<B> {
    let rect = m.rect;
    let inside = |p: (f64, f64)| {
        p.0.is_finite()
            && p.1.is_finite()
            && p.0 >= rect.l - 0.5
            && p.0 <= rect.r + 0.5
            && p.1 >= rect.t - 0.5
            && p.1 <= rect.b + 0.5
    };
    match s {
        Series::Line {
            x,
            y,
            color,
            style,
            marker,
            width,
            marker_size,
            filled,
            ..
        } => {
            let c = rgb(*color);
            let st = ShapeStyle::from(&c).stroke_width(width.round().max(1.0) as u32);
            let pts: Vec<(f64, f64)> = x.iter().zip(y).map(|(a, v)| (m.px(*a), m.py(*v))).collect();
            let pattern: &[f64] = match style {
                LineStyle::Solid => &[],
                LineStyle::Dashed => &[8.0, 5.0],
                LineStyle::Dotted => &[2.0, 3.0],
                LineStyle::DashDot => &[8.0, 3.0, 2.0, 3.0],
                LineStyle::None => &[],
            };
            if *style != LineStyle::None {
                let mut phase = 0.0;
                let mut run: Vec<(i32, i32)> = Vec::new();
                for w in pts.windows(2) {
                    let (p, q) = (w[0], w[1]);
                    let ok =
                        p.0.is_finite() && p.1.is_finite() && q.0.is_finite() && q.1.is_finite();
                    let seg = if ok { clip(p, q, rect) } else { None };
                    match seg {
                        Some((a, e)) if pattern.is_empty() => {
                            if run.last() != Some(&ic(a)) {
                                if run.len() > 1 {
                                    b.draw_path(std::mem::take(&mut run), &st)?;
                                }
                                run.clear();
                                run.push(ic(a));
                            }
                            run.push(ic(e));
                        }
                        Some((a, e)) => dashed(b, a, e, pattern, &mut phase, &st)?,
                        None => {
                            if run.len() > 1 {
                                b.draw_path(std::mem::take(&mut run), &st)?;
                            }
                            run.clear();
                        }
                    }
                }
                if run.len() > 1 {
                    b.draw_path(run, &st)?;
                } else if pts.len() == 1 && marker.is_none() && inside(pts[0]) {
                    b.draw_circle(ic(pts[0]), 1, &st.filled(), true)?;
                }
            }
            if let Some(mk) = marker {
                for p in pts.iter().filter(|p| inside(**p)) {
                    draw_marker(b, *mk, *p, *marker_size, c, *filled)?;
                }
            }
            Ok(())
        }
        Series::Bars {
            x, y, width, color, ..
        } => {
            let d = bar_spacing(x) * width / 2.0;
            let base = if m.ylog { 10f64.powf(m.y.0) } else { 0.0 };
            let fill = ShapeStyle::from(&rgb(*color)).filled();
            let edge = ShapeStyle::from(&BLACK).stroke_width(1);
            for (xv, yv) in x.iter().zip(y) {
                let (p0, p1) = ((m.px(xv - d), m.py(base)), (m.px(xv + d), m.py(*yv)));
                if !(p0.0.is_finite() && p0.1.is_finite() && p1.0.is_finite() && p1.1.is_finite()) {
                    continue;
                }
                let l = p0.0.min(p1.0).max(rect.l);
                let r = p0.0.max(p1.0).min(rect.r);
                let t = p0.1.min(p1.1).max(rect.t);
                let bt = p0.1.max(p1.1).min(rect.b);
                if l < r && t < bt {
                    b.draw_rect(ic((l, t)), ic((r, bt)), &fill, true)?;
                    b.draw_rect(ic((l, t)), ic((r, bt)), &edge, false)?;
                }
            }
            Ok(())
        }
        Series::Image {
            rows,
            cols,
            c,
            x,
            y,
            colors,
        } => {
            let (lo, hi) = {
                let mut lo = f64::INFINITY;
                let mut hi = f64::NEG_INFINITY;
                for v in c.iter().filter(|v| v.is_finite()) {
                    lo = lo.min(*v);
                    hi = hi.max(*v);
                }
                if lo == hi {
                    (lo - 0.5, hi + 0.5)
                } else {
                    (lo, hi)
                }
            };
            let dx = if *cols > 1 {
                (x.1 - x.0) / (*cols - 1) as f64
            } else {
                1.0
            };
            let dy = if *rows > 1 {
                (y.1 - y.0) / (*rows - 1) as f64
            } else {
                1.0
            };
            for j in 0..*cols {
                for i in 0..*rows {
                    let v = c[j * rows + i];
                    let own = colors.as_ref().map(|cs| cs[j * rows + i]);
                    if own.is_none() && !v.is_finite() {
                        continue;
                    }
                    let cx = x.0 + j as f64 * dx;
                    let cy = y.0 + i as f64 * dy;
                    let p0 = (m.px(cx - dx / 2.0), m.py(cy - dy / 2.0));
                    let p1 = (m.px(cx + dx / 2.0), m.py(cy + dy / 2.0));
                    let l = p0.0.min(p1.0).max(rect.l);
                    let r = p0.0.max(p1.0).min(rect.r);
                    let t = p0.1.min(p1.1).max(rect.t);
                    let bt = p0.1.max(p1.1).min(rect.b);
                    if l < r && t < bt {
                        let col = rgb(own.unwrap_or_else(|| colormap((v - lo) / (hi - lo))));
                        b.draw_rect(ic((l, t)), ic((r, bt)), &col.filled(), true)?;
                    }
                }
            }
            Ok(())
        }
        Series::Text { x, y, s } => {
            let p = (m.px(*x), m.py(*y));
            if inside(p) {
                let st = text_style(11.0, HPos::Left, VPos::Center);
                b.draw_text(s, &st, ic(p))?;
            }
            Ok(())
        }
    }
}
