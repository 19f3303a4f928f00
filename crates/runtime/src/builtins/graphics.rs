//! Graphics builtins on headless figures (`crate::graphics`): `figure plot
//! subplot hold title xlabel legend axis bar scatter hist imagesc surf print
//! saveas set get ...`. Nothing is displayed; a call that MATLAB would draw
//! only changes the figure model, which `print`/`saveas`/`exportgraphics`
//! (and `matc run --figures`) render to PNG or SVG.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::graphics::{render, Axes, Figures, LineStyle, Marker, Rgb, Series};
use crate::value::{Dims, Tensor, Value};

use super::handles::{
    color_name, color_of, err, kept_child, label_text, limits_arg, special_get, text_or_empty,
};
use super::BuiltinFn;

type Out = Result<Vec<Value>, MatError>;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("figure", figure),
    ("clf", clf),
    ("cla", cla),
    ("gcf", gcf),
    ("gca", gca),
    ("hold", hold),
    ("ishold", ishold),
    ("subplot", subplot),
    ("plot", plot),
    ("plot3", plot3),
    ("line", line),
    ("stem", stem),
    ("errorbar", errorbar),
    ("axes", axes),
    ("semilogx", semilogx),
    ("semilogy", semilogy),
    ("loglog", loglog),
    ("scatter", scatter),
    ("bar", bar),
    ("hist", hist),
    ("imagesc", imagesc),
    ("image", image),
    ("imshow", imshow),
    ("getframe", getframe),
    ("polar", polar),
    ("surf", surf),
    ("surface", surface),
    ("stairs", stairs),
    ("area", area),
    ("patch", patch),
    ("fill", fill),
    ("mesh", surf),
    ("colorbar", colorbar),
    ("colormap", colormap),
    ("shading", shading),
    ("view", view),
    ("box", noop),
    ("drawnow", noop),
    // Interactive modes of a figure window: nothing to do without one.
    ("rotate3d", noop),
    ("zoom", noop),
    ("pan", noop),
    ("zlabel", zlabel),
    ("title", title),
    ("xlabel", xlabel),
    ("ylabel", ylabel),
    ("legend", legend),
    ("grid", grid),
    ("axis", axis),
    ("xlim", xlim),
    ("ylim", ylim),
    ("text", text),
    ("ishandle", ishandle),
    ("ishghandle", ishandle),
    ("isfigure", isfigure),
    ("print", print),
    ("saveas", saveas),
    ("exportgraphics", exportgraphics),
];

fn num(x: f64) -> Value {
    Value::Num(x)
}

fn lower(v: &Value) -> Option<String> {
    v.as_string().map(|s| s.to_ascii_lowercase())
}

/// A handle result only when the call asks for it (Octave's `if (nargout > 0) h = ...`).
fn only_asked(r: Out, nargout: usize) -> Out {
    if nargout == 0 {
        r.map(|_| vec![])
    } else {
        r
    }
}

/// `colormap`, `colormap(map)`, `colormap('name')`, `colormap('default')`: the current
/// figure's colormap (Octave's colormap.m; the drawing itself always uses parula).
fn colormap(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    if args.len() > 1 {
        return Err(MatError::invalid_call("colormap"));
    }
    if let Some(arg) = args.first() {
        let map = match lower(arg) {
            Some(name) if name == "default" => {
                crate::graphics::props::default("figure", "colormap").unwrap_or_else(Value::empty)
            }
            Some(name) => super::call(ctx, &name, &[], 1)
                .ok()
                .and_then(|r| r.into_iter().next())
                .ok_or_else(|| MatError::msg(format!("colormap: failed to set MAP <{name}>")))?,
            None => arg.clone(),
        };
        if !map.is_empty() {
            let d = map.dims();
            if !map.is_numeric() || map.is_complex() || d.ndims() != 2 || d.cols() != 3 {
                return Err(MatError::msg(
                    "colormap: MAP must be a real-valued N x 3 ([R,G,B]) matrix",
                ));
            }
            if map.to_f64_vec()?.iter().any(|v| *v < 0.0 || *v > 1.0) {
                return Err(MatError::msg(
                    "colormap: all MAP values must be in the range [0,1]",
                ));
            }
            let n = ctx.figures.gcf();
            super::handles::set_pairs(ctx, "colormap", n as f64, &[Value::str("colormap"), map])?;
        }
    }
    if nargout > 0 || args.is_empty() {
        let n = ctx.figures.gcf();
        return Ok(vec![super::handles::get_prop(
            ctx, n as f64, "figure", "colormap",
        )?]);
    }
    Ok(vec![])
}

/// `shading(MODE)`, `shading(ax, MODE)`: the face and edge colors of the patches and surfaces
/// of the axes (Octave's shading.m; a mesh, whose faces are blank, gets only its edges).
fn shading(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let args = axes_arg(ctx, args);
    if args.len() != 1 {
        return Err(MatError::invalid_call("shading"));
    }
    let Some(mode) = args[0].as_string() else {
        return Err(MatError::msg("shading: MODE must be a valid string"));
    };
    let mut mode_l = mode.to_ascii_lowercase();
    if !["flat", "interp", "faceted"].contains(&mode_l.as_str()) {
        return Err(MatError::msg(format!("shading: Invalid MODE \"{mode}\"")));
    }
    let ax = ctx.figures.gca().handle;
    let mut list = Vec::new();
    let mut kids = ctx.figures.children(ax);
    while let Some(k) = kids.pop() {
        match ctx.figures.kind_of(k) {
            Some("patch") | Some("surface") => list.push(k),
            Some("hggroup") => kids.extend(ctx.figures.children(k)),
            _ => {}
        }
    }
    let edge = if mode_l == "faceted" {
        mode_l = "flat".into();
        Value::row_f64(vec![0.0; 3])
    } else {
        Value::str("none")
    };
    for h in list {
        let kind = ctx.figures.kind_of(h).unwrap_or("patch");
        let fc = super::handles::get_prop(ctx, h, kind, "facecolor")?;
        let mesh = lower(&fc).as_deref() == Some("none")
            || fc.to_f64_vec().ok().as_deref() == Some(&[1.0, 1.0, 1.0][..]) && !fc.is_char();
        let pairs = if mesh {
            vec![Value::str("edgecolor"), Value::str(&mode_l)]
        } else {
            vec![
                Value::str("facecolor"),
                Value::str(&mode_l),
                Value::str("edgecolor"),
                edge.clone(),
            ]
        };
        super::handles::set_pairs(ctx, "shading", h, &pairs)?;
    }
    Ok(vec![])
}

/// `view`, `[az, el] = view`, `view(2)`, `view(3)`, `view([x y z])`, `view(az, el)`: the
/// axes' `View` (matc draws every axes from above whatever it says).
fn view(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    if args.len() > 2 {
        return Err(MatError::invalid_call("view"));
    }
    let ax = ctx.figures.gca().handle;
    let (az, el) = match args {
        [] => {
            let v = super::handles::get_prop(ctx, ax, "axes", "view")?.to_f64_vec()?;
            (
                v.first().copied().unwrap_or(0.0),
                v.get(1).copied().unwrap_or(90.0),
            )
        }
        [x] => {
            let x = x.to_f64_vec()?;
            match x.as_slice() {
                [a, e] => (*a, *e),
                [x, y, z] => {
                    let mut az = y.atan2(*x).to_degrees();
                    if az != 0.0 {
                        az += 90.0;
                    }
                    (az, z.atan2(x.hypot(*y)).to_degrees())
                }
                [v] if *v == 2.0 => (0.0, 90.0),
                [v] if *v == 3.0 => (-37.5, 30.0),
                _ => return Err(MatError::invalid_call("view")),
            }
        }
        [a, e] => (
            a.scalar_f64().unwrap_or(f64::NAN),
            e.scalar_f64().unwrap_or(f64::NAN),
        ),
        _ => unreachable!("at most two arguments"),
    };
    if !args.is_empty() {
        super::handles::set_pairs(
            ctx,
            "view",
            ax,
            &[Value::str("view"), Value::row_f64(vec![az, el])],
        )?;
        return Ok(vec![]);
    }
    Ok(match nargout {
        0 => vec![],
        1 => vec![Value::row_f64(vec![az, el])],
        _ => vec![num(az), num(el)],
    })
}

fn noop(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    Ok(vec![])
}

/// `close`, `close(h)`, `close all`, `close(name)`, `close(h, 'hidden'|'force')`: called by the
/// interpreter's `close` intrinsic. No close request function ever runs headless.
pub fn close(ctx: &mut Ctx, args: &[Value]) -> Out {
    if args.len() > 2 {
        return Err(MatError::new(
            "Octave:invalid-fun-call",
            "close: function called with too many inputs",
        ));
    }
    if let Some(a2) = args.get(1) {
        let ok = lower(a2).is_some_and(|s| s == "hidden" || s == "force");
        if !ok {
            return Err(MatError::msg(
                "close: second argument must be \"hidden\" or \"force\"",
            ));
        }
    }
    let figs = &mut ctx.figures;
    let chosen: Vec<u32> = match args.first() {
        None => figs
            .current
            .filter(|n| figs.figs.contains_key(n))
            .into_iter()
            .collect(),
        Some(a) if a.is_char() => {
            let s = a.as_string().unwrap_or_default();
            if s.eq_ignore_ascii_case("all") {
                figs.figs.keys().copied().collect()
            } else {
                figs.figs
                    .iter()
                    .filter(|(_, f)| f.name == s)
                    .map(|(n, _)| *n)
                    .collect()
            }
        }
        Some(a) if a.is_empty() => Vec::new(),
        Some(a) => {
            let hs = if a.is_numeric() || matches!(a, Value::Bool(_) | Value::Logical(_)) {
                a.to_f64_vec()?
            } else {
                Vec::new()
            };
            let found: Vec<u32> = hs
                .into_iter()
                .filter(|h| *h > 0.0 && h.fract() == 0.0 && figs.figs.contains_key(&(*h as u32)))
                .map(|h| h as u32)
                .collect();
            if found.is_empty() {
                return Err(MatError::msg(
                    "close: first argument must be \"all\", a figure handle, or a figure name",
                ));
            }
            found
        }
    };
    let force = args.get(1).and_then(lower).is_some_and(|s| s == "force");
    for n in chosen {
        // A figure whose close request function was emptied stays open unless forced.
        let refuses = figs
            .figs
            .get(&n)
            .is_some_and(|f| f.props.get("closerequestfcn").is_some_and(|v| v.is_empty()));
        if force || !refuses {
            figs.close(n);
        }
    }
    Ok(vec![])
}

fn figure(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let figs = &mut ctx.figures;
    let before = figs.figs.len();
    let (n, rest) = match args.first() {
        Some(a) if a.as_string().is_none() => {
            let h = a.scalar_f64().unwrap_or(f64::NAN);
            if !(h >= 1.0 && h.fract() == 0.0 && h < 1e9) {
                return Err(MatError::msg(
                    "figure: N must be figure handle or figure number",
                ));
            }
            figs.select_or_create(h as u32);
            (h as u32, &args[1..])
        }
        _ => (figs.create_new(), args),
    };
    if !rest.len().is_multiple_of(2) {
        return Err(err("figure", "property name and value must come in pairs"));
    }
    if ctx.figures.figs.len() > before {
        super::handles::apply_defaults(ctx, n as f64, "figure")?;
    }
    super::handles::set_pairs(ctx, "figure", n as f64, rest)?;
    only_asked(Ok(vec![num(n as f64)]), nargout)
}

/// `clf`, `clf(fig)`, `clf reset`, or `h = clf`: removes the figure's axes and controls
/// (`reset` also its set properties); the cleared figure's handle when asked for.
fn clf(ctx: &mut Ctx, args: &[Value], nout: usize) -> Out {
    let mut n = None;
    let mut reset = false;
    for a in args {
        match lower(a) {
            Some(s) if s == "reset" => reset = true,
            Some(_) => return Err(MatError::invalid_call("clf")),
            None => {
                let h = a.scalar_f64().unwrap_or(f64::NAN);
                if ctx.figures.kind_of(h) != Some("figure") {
                    return Err(MatError::msg("clf: H must be a valid figure handle"));
                }
                n = Some(h as u32);
            }
        }
    }
    let n = match n {
        Some(n) => n,
        None => ctx.figures.gcf(),
    };
    if let Some(f) = ctx.figures.figs.get_mut(&n) {
        f.axes.clear();
        f.ui_children.clear();
        f.current_axes = None;
        if reset {
            f.props.clear();
            f.colormap_rows = 64;
        }
    }
    Ok(if nout > 0 {
        vec![num(n as f64)]
    } else {
        vec![]
    })
}

/// `cla`, `cla(ax)`, `cla reset`: removes the axes' children (not those with
/// `HandleVisibility` off, unless `reset`, which also forgets its set properties).
fn cla(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let args = axes_arg(ctx, args);
    let reset = match args.first().map(lower) {
        None => false,
        Some(Some(s)) if s == "reset" => true,
        _ => return Err(MatError::invalid_call("cla")),
    };
    let axh = ctx.figures.gca().handle;
    let kids = ctx.figures.children(axh);
    let keep: Vec<f64> = if reset {
        Vec::new()
    } else {
        kids.into_iter()
            .filter(|k| {
                ctx.figures
                    .props_mut(*k)
                    .and_then(|m| m.get("handlevisibility").and_then(lower))
                    .is_some_and(|v| v == "off")
            })
            .collect()
    };
    let ax = ctx.figures.gca();
    ax.series.clear();
    ax.color_index = 0;
    ax.children.retain(|c| keep.contains(c));
    if reset {
        let (h, p) = (ax.handle, ax.pos);
        *ax = Axes::new(h, p);
    }
    Ok(vec![])
}

fn gcf(ctx: &mut Ctx, _: &[Value], _: usize) -> Out {
    Ok(vec![num(ctx.figures.gcf() as f64)])
}

fn gca(ctx: &mut Ctx, _: &[Value], _: usize) -> Out {
    Ok(vec![num(ctx.figures.gca().handle)])
}

/// Leading axes handle argument (`plot(ax, ...)`, `hold(ax, 'on')`): makes that axes current.
fn axes_arg<'a>(ctx: &mut Ctx, args: &'a [Value]) -> &'a [Value] {
    if let Some(h) = args.first().and_then(|a| a.scalar_f64()) {
        if h < 0.0 && h.fract() != 0.0 {
            if let Some((f, i)) = ctx.figures.find_axes(h) {
                ctx.figures.current = Some(f);
                if let Some(fig) = ctx.figures.figs.get_mut(&f) {
                    fig.current_axes = Some(i);
                }
                return &args[1..];
            }
        }
    }
    args
}

fn hold(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let args = axes_arg(ctx, args);
    let ax = ctx.figures.gca();
    ax.hold = match args.first().and_then(lower).as_deref() {
        None => !ax.hold,
        Some("on") | Some("all") => true,
        Some("off") => false,
        Some(_) => return Err(MatError::msg("hold: invalid hold STATE")),
    };
    Ok(vec![])
}

fn ishold(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if let Some(a) = args.first() {
        let h = a.scalar_f64().unwrap_or(f64::NAN);
        let held = match ctx.figures.kind_of(h) {
            Some("axes") => ctx
                .figures
                .find_axes(h)
                .is_some_and(|(f, i)| ctx.figures.figs[&f].axes[i].hold),
            Some("figure") => ctx
                .figures
                .figs
                .get(&(h as u32))
                .and_then(|f| f.current_axes.and_then(|i| f.axes.get(i)))
                .is_some_and(|a| a.hold),
            _ => {
                return Err(MatError::msg(
                    "ishold: H must be an axes or figure graphics handle",
                ))
            }
        };
        return Ok(vec![Value::Bool(held)]);
    }
    let h = match ctx.figures.current {
        Some(n) => ctx
            .figures
            .figs
            .get(&n)
            .and_then(|f| f.current_axes.map(|i| f.axes[i].hold))
            .unwrap_or(false),
        None => false,
    };
    Ok(vec![Value::Bool(h)])
}

/// `subplot(m, n, k)`, `subplot(mnk)`, `subplot(m, n, [k1 k2])` (its first cell),
/// `subplot('position', [x y w h])`; options after the numbers (`'align'`) are accepted.
fn subplot(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    if args.first().and_then(lower).as_deref() == Some("position") {
        let r = args
            .get(1)
            .map(|v| v.to_f64_vec())
            .transpose()?
            .unwrap_or_default();
        let [x, y, w, h] = r[..] else {
            return Err(err("subplot", "POSITION must be a 4-element vector"));
        };
        let h = ctx.figures.subplot(None, Some([x, y, w, h]));
        return only_asked(Ok(vec![num(h)]), nargout);
    }
    let nnum = args.iter().take_while(|a| !a.is_char()).count();
    let ints: Vec<f64> = match nnum {
        1 => {
            let d = args[0].scalar_f64().unwrap_or(0.0);
            let d = d as i64;
            vec![(d / 100) as f64, (d / 10 % 10) as f64, (d % 10) as f64]
        }
        3 => {
            let mut v = vec![
                args[0].scalar_f64().unwrap_or(0.0),
                args[1].scalar_f64().unwrap_or(0.0),
            ];
            // subplot(m, n, [k1 k2]): the first cell.
            let k = args[2].to_f64_vec()?;
            v.push(k.first().copied().unwrap_or(0.0));
            v
        }
        _ => return Err(MatError::invalid_call("subplot")),
    };
    let (m, n, k) = (ints[0], ints[1], ints[2]);
    if !(m >= 1.0 && n >= 1.0 && m.fract() == 0.0 && n.fract() == 0.0 && m * n <= 10000.0) {
        return Err(err("subplot", "COLS, and ROWS must be positive integers"));
    }
    if !(k >= 1.0 && k <= m * n && k.fract() == 0.0) {
        return Err(err("subplot", "INDEX value must be >= 1 and <= ROWS*COLS"));
    }
    let h = ctx
        .figures
        .subplot(Some((m as usize, n as usize, k as usize)), None);
    only_asked(Ok(vec![num(h)]), nargout)
}

// ---- plot ----

/// A parsed line spec like `'r--o'`.
#[derive(Default, Clone, Copy)]
struct Spec {
    color: Option<Rgb>,
    style: Option<LineStyle>,
    marker: Option<Marker>,
}

fn parse_spec(s: &str) -> Option<Spec> {
    let mut sp = Spec::default();
    let b: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        match c {
            '-' if next == Some('-') => {
                sp.style = Some(LineStyle::Dashed);
                i += 1;
            }
            '-' if next == Some('.') => {
                sp.style = Some(LineStyle::DashDot);
                i += 1;
            }
            '-' => sp.style = Some(LineStyle::Solid),
            ':' => sp.style = Some(LineStyle::Dotted),
            'o' => sp.marker = Some(Marker::Circle),
            '+' => sp.marker = Some(Marker::Plus),
            '*' => sp.marker = Some(Marker::Star),
            '.' => sp.marker = Some(Marker::Point),
            'x' => sp.marker = Some(Marker::Cross),
            's' => sp.marker = Some(Marker::Square),
            'd' => sp.marker = Some(Marker::Diamond),
            '^' | 'v' | '<' | '>' | 'p' | 'h' => sp.marker = Some(Marker::Triangle),
            _ => sp.color = Some(color_of(c)?),
        }
        i += 1;
    }
    Some(sp)
}

/// Common line properties from name/value pairs.
#[derive(Default)]
struct Props {
    color: Option<Rgb>,
    width: Option<f64>,
    marker_size: Option<f64>,
    style: Option<LineStyle>,
    marker: Option<Marker>,
    name: Option<String>,
    filled: bool,
}

fn color_value(v: &Value) -> Option<Rgb> {
    if let Some(s) = v.as_string() {
        return color_name(&s);
    }
    let d = v.to_f64_vec().ok()?;
    (d.len() == 3).then(|| [d[0], d[1], d[2]])
}

fn parse_props(name: &str, args: &[Value]) -> Result<Props, MatError> {
    let mut p = Props::default();
    let mut i = 0;
    while i < args.len() {
        let Some(key) = lower(&args[i]) else {
            return Err(err(name, "properties must be given as name/value pairs"));
        };
        if key == "filled" {
            p.filled = true;
            i += 1;
            continue;
        }
        let Some(v) = args.get(i + 1) else {
            return Err(err(name, &format!("no value given for property \"{key}\"")));
        };
        match key.as_str() {
            "color" | "markeredgecolor" | "facecolor" => {
                if let Some(c) = color_value(v) {
                    p.color = Some(c);
                }
            }
            "markerfacecolor" => {
                if let Some(c) = color_value(v) {
                    p.color = p.color.or(Some(c));
                    p.filled = true;
                }
            }
            "linewidth" => p.width = v.scalar_f64().filter(|w| w.is_finite() && *w > 0.0),
            "markersize" => p.marker_size = v.scalar_f64().filter(|w| w.is_finite() && *w > 0.0),
            "linestyle" => {
                if let Some(s) = v.as_string() {
                    p.style = if s == "none" {
                        Some(LineStyle::None)
                    } else {
                        parse_spec(&s).and_then(|sp| sp.style)
                    };
                }
            }
            "marker" => {
                if let Some(s) = v.as_string() {
                    p.marker = parse_spec(&s).and_then(|sp| sp.marker);
                }
            }
            "displayname" => p.name = v.as_string(),
            _ => {}
        }
        i += 2;
    }
    Ok(p)
}

/// A real matrix argument as (rows, cols, column-major data).
fn matrix(name: &str, v: &Value) -> Result<(usize, usize, Vec<f64>), MatError> {
    if v.as_string().is_some() || matches!(v, Value::Cell(_) | Value::Struct(_) | Value::Func(_)) {
        return Err(err(
            name,
            &format!("invalid data of type {}", v.class_name()),
        ));
    }
    let d = v.dims();
    let data = v.to_f64_vec()?;
    let rows = d.rows();
    let cols = data.len().checked_div(rows).unwrap_or(0);
    Ok((rows, cols, data))
}

fn column(r: usize, data: &[f64], j: usize) -> Vec<f64> {
    data[j * r..(j + 1) * r].to_vec()
}

/// The (x, y) pairs of one plot group: vectors, or matrices plotted by column.
/// The (x, y) data of one line.
type XY = (Vec<f64>, Vec<f64>);

fn pairs(name: &str, x: Option<&Value>, y: &Value) -> Result<Vec<XY>, MatError> {
    let (yr, yc, yd) = matrix(name, y)?;
    let yvec = yr == 1 || yc == 1;
    let Some(x) = x else {
        if yvec {
            let n = yd.len();
            return Ok(vec![((1..=n).map(|i| i as f64).collect(), yd)]);
        }
        let xs: Vec<f64> = (1..=yr).map(|i| i as f64).collect();
        return Ok((0..yc).map(|j| (xs.clone(), column(yr, &yd, j))).collect());
    };
    let (xr, xc, xd) = matrix(name, x)?;
    let xvec = xr == 1 || xc == 1;
    if xd.is_empty() && yd.is_empty() {
        return Ok(vec![]);
    }
    match (xvec, yvec) {
        (true, true) => {
            if xd.len() != yd.len() {
                return Err(MatError::msg("__plt2vv__: vector lengths must match"));
            }
            Ok(vec![(xd, yd)])
        }
        (true, false) => {
            if xd.len() == yr {
                Ok((0..yc).map(|j| (xd.clone(), column(yr, &yd, j))).collect())
            } else if xd.len() == yc {
                Ok((0..yr)
                    .map(|i| (xd.clone(), (0..yc).map(|j| yd[j * yr + i]).collect()))
                    .collect())
            } else {
                Err(err(name, "the length of X must match a dimension of Y"))
            }
        }
        (false, true) => {
            if yd.len() == xr {
                Ok((0..xc).map(|j| (column(xr, &xd, j), yd.clone())).collect())
            } else if yd.len() == xc {
                Ok((0..xr)
                    .map(|i| ((0..xc).map(|j| xd[j * xr + i]).collect(), yd.clone()))
                    .collect())
            } else {
                Err(err(name, "the length of Y must match a dimension of X"))
            }
        }
        (false, false) => {
            if (xr, xc) != (yr, yc) {
                return Err(err(name, "X and Y must have the same size"));
            }
            Ok((0..yc)
                .map(|j| (column(xr, &xd, j), column(yr, &yd, j)))
                .collect())
        }
    }
}

/// Adds line series to the current axes as `plot` does; returns the line handles.
fn add_lines(ctx: &mut Ctx, name: &str, args: &[Value], scale: (bool, bool)) -> Out {
    let args = axes_arg(ctx, args);
    // Split into groups (x, y, spec) and trailing properties.
    let mut groups: Vec<(Option<&Value>, &Value, Spec)> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i].as_string().is_some() {
            break;
        }
        let (x, y) = match args.get(i + 1) {
            Some(b) if b.as_string().is_none() => {
                i += 2;
                (Some(&args[i - 2]), b)
            }
            _ => {
                i += 1;
                (None, &args[i - 1])
            }
        };
        let mut spec = Spec::default();
        if let Some(s) = args.get(i).and_then(|a| a.as_string()) {
            if let Some(sp) = parse_spec(&s) {
                spec = sp;
                i += 1;
            }
        }
        groups.push((x, y, spec));
    }
    if groups.is_empty() {
        return Err(MatError::invalid_call(name));
    }
    let props = parse_props(name, &args[i..])?;
    let mut data = Vec::new();
    for (x, y, spec) in &groups {
        for p in pairs(name, *x, y)? {
            data.push((p, *spec));
        }
    }
    let mut handles = Vec::new();
    ctx.figures.gca().prepare_plot();
    let hs: Vec<f64> = data
        .iter()
        .map(|_| ctx.figures.new_object("line", false))
        .collect();
    for (((x, y), _), h) in data.iter().zip(&hs) {
        if let Some(m) = ctx.figures.props_mut(*h) {
            m.insert("xdata".into(), Value::row_f64(x.clone()));
            m.insert("ydata".into(), Value::row_f64(y.clone()));
        }
    }
    if let Err(e) = apply_line_props(ctx, name, &hs, &args[i..]) {
        for h in &hs {
            ctx.figures.delete_object(*h);
        }
        return Err(e);
    }
    let ax = ctx.figures.gca();
    if scale.0 {
        ax.xlog = true;
    }
    if scale.1 {
        ax.ylog = true;
    }
    for (((x, y), spec), h) in data.into_iter().zip(hs) {
        let color = match props.color.or(spec.color) {
            Some(c) => c,
            None => ax.next_color(),
        };
        let marker = props.marker.or(spec.marker);
        let style = props.style.or(spec.style).unwrap_or(if marker.is_some() {
            LineStyle::None
        } else {
            LineStyle::Solid
        });
        ax.series.push(Series::Line {
            x,
            y,
            color,
            style,
            marker,
            width: props.width.unwrap_or(0.5).max(1.0),
            marker_size: props.marker_size.unwrap_or(6.0),
            filled: props.filled,
            name: props.name.clone(),
        });
        handles.push(h);
    }
    Ok(vec![Value::col_f64(handles)])
}

/// The property pairs after a plot's data, set on each of its lines where a line has the
/// property (matc's drawing reads the common ones itself through `parse_props`).
fn apply_line_props(
    ctx: &mut Ctx,
    name: &str,
    hs: &[f64],
    pairs: &[Value],
) -> Result<(), MatError> {
    let known: Vec<Value> = pairs
        .chunks(2)
        .filter(|p| {
            p.len() == 2 && lower(&p[0]).is_some_and(|k| crate::graphics::props::has("line", &k))
        })
        .flatten()
        .cloned()
        .collect();
    for h in hs {
        super::handles::set_pairs(ctx, name, *h, &known)?;
    }
    Ok(())
}

fn plot(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    only_asked(add_lines(ctx, "plot", args, (false, false)), nargout)
}
/// `plot3(x, y, z, ...)`: drawn as its x-y projection (matc has no 3-D view).
fn plot3(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let mut flat = Vec::with_capacity(args.len());
    let numeric = |k: usize| args.get(k).is_some_and(|a| a.as_string().is_none());
    let mut i = 0;
    while i < args.len() {
        if numeric(i) && numeric(i + 1) && numeric(i + 2) {
            // x, y, z: z is dropped.
            flat.push(args[i].clone());
            flat.push(args[i + 1].clone());
            i += 3;
        } else if numeric(i) || args[i].as_string().and_then(|s| parse_spec(&s)).is_some() {
            flat.push(args[i].clone());
            i += 1;
        } else {
            // Properties: copied as they are.
            flat.extend(args[i..].iter().cloned());
            break;
        }
    }
    let r = add_lines(ctx, "plot3", &flat, (false, false))?;
    let ax = ctx.figures.gca();
    if !ax.hold {
        ax.props
            .insert("view".into(), Value::row_f64(vec![-37.5, 30.0]));
    }
    only_asked(Ok(r), nargout)
}

/// `line(x, y, ...)`: adds a line to the current axes whatever the hold state.
fn line(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    if args.first().is_none_or(|a| a.is_char()) {
        // line() or line('prop', value, ...): one line from (0,0) to (1,1).
        let h = ctx.figures.new_object("line", false);
        if let Some(m) = ctx.figures.props_mut(h) {
            m.insert("xdata".into(), Value::row_f64(vec![0.0, 1.0]));
            m.insert("ydata".into(), Value::row_f64(vec![0.0, 1.0]));
        }
        if let Err(e) = super::handles::set_pairs(ctx, "line", h, args) {
            ctx.figures.delete_object(h);
            return Err(e);
        }
        let ax = ctx.figures.gca();
        let color = ax.next_color();
        ax.series.push(Series::Line {
            x: vec![0.0, 1.0],
            y: vec![0.0, 1.0],
            color,
            style: LineStyle::Solid,
            marker: None,
            width: 1.0,
            marker_size: 6.0,
            filled: false,
            name: None,
        });
        return only_asked(Ok(vec![num(h)]), nargout);
    }
    let ax = ctx.figures.gca();
    let was = ax.hold;
    ax.hold = true;
    let r = add_lines(ctx, "line", args, (false, false));
    ctx.figures.gca().hold = was;
    only_asked(r, nargout)
}

/// Vertical segments from `lo[i]` to `hi[i]` at `x[i]`, NaN-separated, as one line.
fn segments(x: &[f64], lo: &[f64], hi: &[f64]) -> (Vec<f64>, Vec<f64>) {
    let mut sx = Vec::with_capacity(3 * x.len());
    let mut sy = Vec::with_capacity(3 * x.len());
    for i in 0..x.len() {
        sx.extend([x[i], x[i], f64::NAN]);
        sy.extend([lo[i], hi[i], f64::NAN]);
    }
    (sx, sy)
}

/// Pushes a data line and a segments line of one color.
fn push_with_segments(
    ctx: &mut Ctx,
    data: (Vec<f64>, Vec<f64>),
    segs: (Vec<f64>, Vec<f64>),
    style: LineStyle,
    marker: Option<Marker>,
    color: Option<Rgb>,
) -> f64 {
    let h = ctx.figures.new_plot_object("hggroup");
    let ax = ctx.figures.gca();
    let color = color.unwrap_or_else(|| ax.next_color());
    let line = |x, y, style, marker| Series::Line {
        x,
        y,
        color,
        style,
        marker,
        width: 1.0,
        marker_size: 6.0,
        filled: false,
        name: None,
    };
    ax.series.push(line(data.0, data.1, style, marker));
    ax.series.push(line(segs.0, segs.1, LineStyle::Solid, None));
    h
}

/// Whether a value is data a plot accepts (numeric or logical).
fn is_data(v: &Value) -> bool {
    v.is_numeric() || matches!(v, Value::Bool(_) | Value::Logical(_))
}

/// `stem(y)`, `stem(x, y, spec, 'filled', prop, value, ...)`: markers on vertical stems from 0,
/// one stem series per column of Y, with the checks of Octave's `__stem__.m`.
fn stem(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    let nnum = args.iter().take_while(|a| !a.is_char()).count();
    let (xv, yv) = match nnum {
        1 => (None, &args[0]),
        2 => (Some(&args[0]), &args[1]),
        3 => return Err(MatError::msg("stem: can not define Z for 2-D stem plot")),
        _ => return Err(MatError::invalid_call("stem")),
    };
    let (yd, xd) = (yv.dims(), xv.map(|x| x.dims()));
    let is_vec = |d: &Dims| d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1);
    if xv.is_none() && !is_vec(&yd) && yd.ndims() != 2 {
        return Err(MatError::msg("stem: Y must be a vector or 2-D array"));
    }
    if !is_data(yv) || xv.is_some_and(|x| !is_data(x)) {
        return Err(MatError::msg("stem: X and Y must be numeric"));
    }
    let y = yv.to_f64_vec()?;
    let (rows, cols) = if is_vec(&yd) {
        (y.len(), 1)
    } else {
        (yd.rows(), yd.cols())
    };
    let inconsistent = || MatError::msg("stem: inconsistent sizes for X and Y");
    // x, one column per series.
    let x: Vec<f64> = match (xv, &xd) {
        (None, _) => (0..cols)
            .flat_map(|_| (1..=rows).map(|i| i as f64))
            .collect(),
        (Some(xv), Some(d)) if is_vec(d) => {
            let x = xv.to_f64_vec()?;
            if x.len() != rows || (cols == 1 && x.len() != y.len()) {
                return Err(inconsistent());
            }
            (0..cols).flat_map(|_| x.iter().copied()).collect()
        }
        (Some(xv), Some(d)) => {
            if *d != yd {
                return Err(inconsistent());
            }
            xv.to_f64_vec()?
        }
        (Some(_), None) => return Err(inconsistent()),
    };
    let mut spec = Spec::default();
    let mut have_spec = false;
    let mut i = nnum;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        let s = a.as_string();
        if s.as_deref()
            .is_some_and(|s| s.eq_ignore_ascii_case("fill") || s.eq_ignore_ascii_case("filled"))
        {
            continue;
        }
        if let (Some(sp), false) = (s.as_deref().and_then(parse_spec), have_spec) {
            spec = sp;
            have_spec = true;
            continue;
        }
        if i >= args.len() {
            return Err(MatError::msg(format!(
                "stem: No value specified for property \"{}\"",
                s.unwrap_or_default()
            )));
        }
        i += 1;
    }
    let mut hs = Vec::with_capacity(cols);
    let was = ctx.figures.gca().hold;
    for j in 0..cols {
        let xj = x[j * rows..(j + 1) * rows].to_vec();
        let yj = y[j * rows..(j + 1) * rows].to_vec();
        let zeros = vec![0.0; rows];
        let segs = segments(&xj, &zeros, &yj);
        if j > 0 {
            ctx.figures.gca().hold = true;
        }
        hs.push(push_with_segments(
            ctx,
            (xj, yj),
            segs,
            LineStyle::None,
            Some(spec.marker.unwrap_or(Marker::Circle)),
            spec.color,
        ));
    }
    ctx.figures.gca().hold = was;
    // The stems of an axes share one baseline, whose BaseValue they all follow.
    let axh = ctx.figures.gca().handle;
    let (base, made) = kept_child(ctx, axh, "stem baseline", "line");
    if made {
        if let Some(m) = ctx.figures.props_mut(base) {
            m.insert("basevalue".into(), num(0.0));
        }
    }
    let bv = ctx
        .figures
        .props_mut(base)
        .and_then(|m| m.get("basevalue").cloned())
        .unwrap_or(num(0.0));
    for h in &hs {
        if let Some(m) = ctx.figures.props_mut(*h) {
            m.insert("baseline".into(), num(base));
            m.insert("basevalue".into(), bv.clone());
        }
    }
    only_asked(Ok(vec![Value::col_f64(hs)]), nargout)
}

/// Column `j` of a data argument of `errorbar` (a vector is one column, a scalar any column).
fn data_column(v: &Value, j: usize) -> Vec<f64> {
    let d = v.to_f64_vec().unwrap_or_default();
    let dims = v.dims();
    if d.len() <= 1 || dims.rows() == 1 || dims.cols() == 1 {
        return d;
    }
    let r = dims.rows();
    d[j * r..(j + 1) * r].to_vec()
}

/// `a[i]` with a scalar `a` standing for every `i`.
fn at(a: &[f64], i: usize) -> f64 {
    match a {
        [x] => *x,
        _ => a.get(i).copied().unwrap_or(f64::NAN),
    }
}

/// One `errorbar` group: its data arguments and format; draws one series per column.
fn errorbar_group(ctx: &mut Ctx, data: &[&Value], fmt: &str) -> Result<Vec<f64>, MatError> {
    let style = ["#~>", "~>", "#~", "#", "~", ">"]
        .into_iter()
        .find(|p| fmt.starts_with(p))
        .unwrap_or("");
    let spec = parse_spec(&fmt[style.len()..]).unwrap_or_default();
    let ifmt = match style {
        ">" => "xerr",
        "~>" => "xyerr",
        "#" => "box",
        "#~" => "boxy",
        "#~>" => "boxxy",
        _ => "yerr",
    };
    let yerr = matches!(ifmt, "yerr" | "boxy");
    let xyerr = matches!(ifmt, "xyerr" | "boxxy");
    let first = data[0];
    let nplots = if first.is_empty() {
        0
    } else if first.dims().rows() == 1 {
        1
    } else {
        first.dims().cols()
    };
    let mut hs = Vec::new();
    for i in 0..nplots {
        let c = |k: usize| data_column(data[k], i);
        // x, y, y low, y high, x low, x high (the errors, not the ends).
        let (x, y, l, u, xl, xu) = match data.len() {
            2 if yerr || matches!(ifmt, "xerr" | "box") => {
                let y = c(0);
                let x = (1..=y.len()).map(|k| k as f64).collect();
                if yerr {
                    (x, y, c(1), c(1), vec![], vec![])
                } else {
                    (x, y, vec![], vec![], c(1), c(1))
                }
            }
            2 => {
                return Err(MatError::msg(
                    "errorbar: 2 column errorplot is only valid for xerr or yerr",
                ))
            }
            3 if yerr => (c(0), c(1), c(2), c(2), vec![], vec![]),
            3 if xyerr => {
                let y = c(0);
                let x = (1..=y.len()).map(|k| k as f64).collect();
                (x, y, c(2), c(2), c(1), c(1))
            }
            3 => (c(0), c(1), vec![], vec![], c(2), c(2)),
            4 if yerr => (c(0), c(1), c(2), c(3), vec![], vec![]),
            4 if xyerr => (c(0), c(1), c(3), c(3), c(2), c(2)),
            4 => (c(0), c(1), vec![], vec![], c(2), c(3)),
            6 if xyerr => (c(0), c(1), c(4), c(5), c(2), c(3)),
            6 => {
                return Err(MatError::msg(
                    "errorbar: error plot with 6 columns only valid for xyerr and boxxy",
                ))
            }
            _ => {
                return Err(MatError::msg(
                    "errorbar: error plot requires 2, 3, 4, or 6 arguments",
                ))
            }
        };
        let n = y.len();
        let x: Vec<f64> = (0..n).map(|k| at(&x, k)).collect();
        let (mut sx, mut sy) = (Vec::new(), Vec::new());
        if !l.is_empty() {
            let lo: Vec<f64> = (0..n).map(|k| y[k] - at(&l, k)).collect();
            let hi: Vec<f64> = (0..n).map(|k| y[k] + at(&u, k)).collect();
            (sx, sy) = segments(&x, &lo, &hi);
        }
        if !xl.is_empty() {
            let lo: Vec<f64> = (0..n).map(|k| x[k] - at(&xl, k)).collect();
            let hi: Vec<f64> = (0..n).map(|k| x[k] + at(&xu, k)).collect();
            // Horizontal bars: the vertical ones with the axes swapped.
            let (hy, hx) = segments(&y, &lo, &hi);
            sx.extend(hx);
            sy.extend(hy);
        }
        let style = spec.style.unwrap_or(if spec.marker.is_some() {
            LineStyle::None
        } else {
            LineStyle::Solid
        });
        hs.push(push_with_segments(
            ctx,
            (x, y),
            (sx, sy),
            style,
            spec.marker,
            spec.color,
        ));
        ctx.figures.gca().hold = true;
    }
    Ok(hs)
}

/// `errorbar(y, ey)`, `errorbar(x, y, ey, fmt)`, `errorbar(x, y, lx, ux, ly, uy, fmt)`, ...:
/// lines with error bars, the arguments checked as Octave's `__errplot__.m` does.
fn errorbar(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    if args.len() < 2 {
        return Err(MatError::invalid_call("errorbar"));
    }
    let was = ctx.figures.gca().hold;
    let r = errorbar_groups(ctx, args);
    ctx.figures.gca().hold = was;
    only_asked(Ok(vec![Value::col_f64(r?)]), nargout)
}

fn errorbar_groups(ctx: &mut Ctx, args: &[Value]) -> Result<Vec<f64>, MatError> {
    let not_numeric =
        |k: usize| MatError::msg(format!("errorbar: data argument {k} must be numeric"));
    let is_fmt = |a: &Value| {
        a.is_char()
            || a.as_cell()
                .is_some_and(|c| c.data.iter().all(|e| e.is_char()))
    };
    let mut hs = Vec::new();
    let mut k = 0;
    while k < args.len() {
        let a = &args[k];
        k += 1;
        if !a.is_numeric() {
            return Err(not_numeric(k));
        }
        let shape = |v: &Value| {
            let d = v.dims();
            if d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1) {
                vec![v.numel(), 1]
            } else {
                d.as_slice().to_vec()
            }
        };
        let sz = shape(a);
        let mut data = vec![a];
        let mut fmt = None;
        while k < args.len() {
            let a = &args[k];
            k += 1;
            if is_fmt(a) {
                fmt = Some(a.as_string().unwrap_or_default());
                break;
            }
            if !a.is_numeric() {
                return Err(not_numeric(k));
            }
            if a.numel() != 1 && shape(a) != sz {
                return Err(MatError::msg(format!(
                    "errorbar: size of argument {k} does not match others"
                )));
            }
            data.push(a);
            if data.len() > 6 {
                return Err(MatError::msg("errorbar: too many arguments to plot"));
            }
        }
        hs.extend(errorbar_group(ctx, &data, fmt.as_deref().unwrap_or("~"))?);
    }
    Ok(hs)
}

/// `axes`: a new axes filling the current figure; `axes(h)` makes axes `h` current;
/// `axes(fig, ...)` makes one in figure `fig`.
fn axes(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let mut rest = args;
    let mut parent = None;
    if let Some(a) = args.first().filter(|a| !a.is_char() && !a.is_empty()) {
        let first = a.to_f64_vec().ok().and_then(|v| v.first().copied());
        if let Some(h0) = first.filter(|h| ctx.figures.is_handle(*h)) {
            if a.numel() != 1 {
                return Err(MatError::msg("axes: H must be a scalar handle"));
            }
            match ctx.figures.kind_of(h0) {
                Some("axes") if args.len() == 1 => {
                    if let Some((f, i)) = ctx.figures.find_axes(h0) {
                        ctx.figures.current = Some(f);
                        if let Some(fig) = ctx.figures.figs.get_mut(&f) {
                            fig.current_axes = Some(i);
                        }
                    }
                    return only_asked(Ok(vec![num(h0)]), nargout);
                }
                Some("figure") => {
                    parent = Some(h0 as u32);
                    rest = &args[1..];
                }
                _ => {
                    return Err(MatError::msg(
                        "axes: H must be a handle to an axes or container",
                    ))
                }
            }
        }
    }
    if let Some(n) = parent {
        ctx.figures.current = Some(n);
    }
    let f = ctx.figures.gcf();
    let h = ctx.figures.new_object("axes", false);
    if let Some(fig) = ctx.figures.figs.get_mut(&f) {
        fig.axes.push(Axes {
            handle: h,
            visible: true,
            ..Default::default()
        });
        fig.current_axes = Some(fig.axes.len() - 1);
    }
    super::handles::set_pairs(ctx, "axes", h, rest)?;
    only_asked(Ok(vec![num(h)]), nargout)
}

fn semilogx(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    only_asked(add_lines(ctx, "semilogx", args, (true, false)), nargout)
}
fn semilogy(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    only_asked(add_lines(ctx, "semilogy", args, (false, true)), nargout)
}
fn loglog(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    only_asked(add_lines(ctx, "loglog", args, (true, true)), nargout)
}

fn scatter(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    if args.len() < 2 {
        return Err(MatError::invalid_call("scatter"));
    }
    let (_, _, x) = matrix("scatter", &args[0])?;
    let (_, _, y) = matrix("scatter", &args[1])?;
    if x.len() != y.len() {
        return Err(err("scatter", "X and Y must be vectors of the same length"));
    }
    let mut size = 6.0;
    let mut color = None;
    let mut marker = Marker::Circle;
    let mut filled = false;
    let mut i = 2;
    // Optional size and color, then a marker spec, 'filled', properties.
    while i < args.len() {
        let a = &args[i];
        if let Some(s) = a.as_string() {
            if s.eq_ignore_ascii_case("filled") {
                filled = true;
            } else if let Some(sp) = parse_spec(&s) {
                if let Some(m) = sp.marker {
                    marker = m;
                }
                color = sp.color.or(color);
            } else {
                let p = parse_props("scatter", &args[i..])?;
                color = p.color.or(color);
                filled |= p.filled;
                break;
            }
        } else if i == 2 {
            if let Some(s) = a.scalar_f64().filter(|s| s.is_finite() && *s > 0.0) {
                size = s.sqrt();
            }
        } else if i == 3 {
            color = color_value(a);
        }
        i += 1;
    }
    let h = ctx.figures.new_plot_object("hggroup");
    let ax = ctx.figures.gca();
    let color = color.unwrap_or_else(|| ax.next_color());
    ax.series.push(Series::Line {
        x,
        y,
        color,
        style: LineStyle::None,
        marker: Some(marker),
        width: 1.0,
        marker_size: size,
        filled,
        name: None,
    });
    only_asked(Ok(vec![num(h)]), nargout)
}

fn push_bars(ctx: &mut Ctx, x: Vec<f64>, y: Vec<f64>, width: f64, color: Option<Rgb>) -> f64 {
    let h = ctx.figures.new_plot_object("hggroup");
    let ax = ctx.figures.gca();
    let color = color.unwrap_or_else(|| ax.next_color());
    ax.series.push(Series::Bars {
        x,
        y,
        width,
        color,
        name: None,
    });
    h
}

fn bar(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    if args.first().is_some_and(|a| !a.is_numeric()) {
        return Err(MatError::msg("bar: Y must be numeric"));
    }
    let nums: Vec<&Value> = args
        .iter()
        .take_while(|a| a.as_string().is_none())
        .collect();
    if nums.len() >= 2 && !(nums[1].numel() == 1 && nums[0].numel() != 1) {
        let d = nums[0].dims();
        if !(d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1)) {
            return Err(MatError::msg("bar: X must be a vector"));
        }
        let mut x = nums[0].to_f64_vec()?;
        x.sort_by(|a, b| a.total_cmp(b));
        if x.windows(2).any(|w| w[0] == w[1]) {
            return Err(MatError::msg("bar: X vector values must be unique"));
        }
    }
    let (x, y, width) = match nums.len() {
        1 => {
            let (_, _, y) = matrix("bar", nums[0])?;
            ((1..=y.len()).map(|i| i as f64).collect(), y, 0.8)
        }
        2 | 3 => {
            let (_, _, a) = matrix("bar", nums[0])?;
            let (_, _, b) = matrix("bar", nums[1])?;
            let w = nums.get(2).and_then(|w| w.scalar_f64()).unwrap_or(0.8);
            if b.len() == 1 && a.len() > 1 {
                // bar(y, width)
                ((1..=a.len()).map(|i| i as f64).collect(), a, b[0])
            } else {
                if a.len() != b.len() {
                    return Err(err("bar", "length of X and Y must be equal"));
                }
                (a, b, w)
            }
        }
        _ => return Err(MatError::invalid_call("bar")),
    };
    let mut color = None;
    for s in args[nums.len()..].iter().filter_map(|a| a.as_string()) {
        if let Some(c) = color_name(&s) {
            color = Some(c);
        }
    }
    let h = push_bars(ctx, x, y, width, color);
    only_asked(Ok(vec![num(h)]), nargout)
}

/// `hist(y, nbins_or_centers, norm)`: Octave's bins; plots a bar chart without outputs.
fn hist(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    let Some(yv) = args.first() else {
        return Err(MatError::invalid_call("hist"));
    };
    if yv.is_complex() {
        return Err(MatError::msg("hist: Y must be real-valued"));
    }
    let (yr, yc, yd) = matrix("hist", yv)?;
    let is_vec = yr == 1 || yc == 1;
    let (rows, ncols) = if is_vec { (yd.len(), 1) } else { (yr, yc) };
    let fin: Vec<f64> = yd.iter().copied().filter(|v| v.is_finite()).collect();
    let min = fin.iter().copied().fold(f64::INFINITY, f64::min);
    let max = fin.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let centers_for = |n: usize| -> Vec<f64> {
        if min != max {
            (0..n)
                .map(|i| ((max - min) * (2 * i + 1) as f64 + 2.0 * n as f64 * min) / (2 * n) as f64)
                .collect()
        } else {
            let lo = -(((n - 1) / 2) as f64);
            (0..n).map(|i| lo + i as f64 + min).collect()
        }
    };
    let mut norm = None;
    let x: Vec<f64> = match args.get(1) {
        None => centers_for(10),
        Some(a) if a.as_string().is_some() => centers_for(10),
        Some(a) => {
            if !(a.is_numeric() || matches!(a, Value::Bool(_) | Value::Logical(_)))
                || a.is_complex()
            {
                return Err(MatError::msg(
                    "hist: bin specification must be a numeric scalar or vector",
                ));
            }
            let dims = a.dims();
            if a.numel() > 1 && !(dims.ndims() == 2 && (dims.rows() == 1 || dims.cols() == 1)) {
                return Err(MatError::msg(
                    "hist: bin specification must be a scalar or vector",
                ));
            }
            let d = a.to_f64_vec()?;
            if d.len() == 1 {
                let n = d[0].trunc();
                if n.is_nan() || n <= 0.0 {
                    return Err(MatError::msg("hist: number of bins NBINS must be positive"));
                }
                if n > 1e7 {
                    return Err(MatError::msg(
                        "hist: out of memory or dimension too large for Octave's index type",
                    ));
                }
                centers_for(n as usize)
            } else if d.is_empty() {
                return Err(MatError::msg(
                    "hist: bin specification must be a scalar or vector",
                ));
            } else {
                let mut d = d;
                d.sort_by(|a, b| a.total_cmp(b));
                d
            }
        }
    };
    if let Some(nv) = args.get(2).filter(|a| a.as_string().is_none()) {
        let v = if nv.is_numeric() {
            nv.to_f64_vec()?
        } else {
            vec![]
        };
        if !nv.is_numeric() || v.iter().any(|x| x.is_nan() || *x <= 0.0) {
            return Err(MatError::msg("hist: NORM must be a numeric constant > 0"));
        }
        let d = nv.dims();
        let vector = d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1) && !v.is_empty();
        if !vector || !(v.len() == 1 || v.len() == ncols) {
            return Err(MatError::msg(
                "hist: NORM must be scalar or vector of length 'columns (Y)'",
            ));
        }
        norm = Some(v);
    }
    let n = x.len();
    let cutoff: Vec<f64> = x.windows(2).map(|w| (w[0] + w[1]) / 2.0).collect();
    let mut freq = vec![0.0; n * ncols];
    for j in 0..ncols {
        let col = &yd[j * rows..(j + 1) * rows];
        let mut total = 0.0;
        for &v in col {
            if v.is_nan() {
                continue;
            }
            total += 1.0;
            let k = cutoff.partition_point(|c| *c < v);
            freq[j * n + k] += 1.0;
        }
        if let Some(nm) = &norm {
            let nm = if nm.len() == 1 { nm[0] } else { nm[j] };
            for f in &mut freq[j * n..(j + 1) * n] {
                *f *= nm / total;
            }
        }
    }
    if nargout == 0 {
        let y: Vec<f64> = (0..n)
            .map(|i| (0..ncols).map(|j| freq[j * n + i]).sum())
            .collect();
        push_bars(ctx, x, y, 1.0, None);
        return Ok(vec![]);
    }
    // The centers are single when computed from single data or given as single.
    let bins_given = args.get(1).filter(|a| !a.is_char());
    let single = match bins_given {
        Some(b) if b.numel() > 1 => b.class_name() == "single",
        _ => yv.class_name() == "single",
    };
    let centers = |dims: Dims, x: Vec<f64>| {
        if single {
            Value::single(Tensor::new(dims, x.iter().map(|v| *v as f32).collect()))
        } else {
            Value::from_f64s(dims, x)
        }
    };
    if is_vec {
        Ok(vec![Value::row_f64(freq), centers(Dims::new(&[1, n]), x)])
    } else {
        Ok(vec![
            Value::from_f64s(Dims::new(&[n, ncols]), freq),
            centers(Dims::new(&[n, 1]), x),
        ])
    }
}

fn push_image(ctx: &mut Ctx, name: &str, args: &[Value], yreverse: bool) -> Result<f64, MatError> {
    let args = axes_arg(ctx, args);
    let nums: Vec<&Value> = args
        .iter()
        .take_while(|a| a.as_string().is_none())
        .collect();
    let (xs, ys, c) = match nums.len() {
        1 | 2 => (None, None, nums[0]),
        n if n >= 3 => (Some(nums[0]), Some(nums[1]), nums[2]),
        _ => return Err(MatError::invalid_call(name)),
    };
    if c.is_complex() && name != "surf" {
        return Err(MatError::msg(format!(
            "{name}: IMG data can not be complex"
        )));
    }
    let (rows, cols, data, colors) = match truecolor(c)? {
        Some((rows, cols, colors)) => (rows, cols, vec![0.0; rows * cols], Some(colors)),
        None => {
            let (rows, cols, data) = matrix(name, c)?;
            (rows, cols, data, None)
        }
    };
    let range = |v: Option<&Value>, n: usize| -> Result<(f64, f64), MatError> {
        match v {
            Some(v) => {
                let d = v.to_f64_vec()?;
                let fin: Vec<f64> = d.into_iter().filter(|v| v.is_finite()).collect();
                match (fin.first(), fin.last()) {
                    (Some(a), Some(b)) => Ok((*a, *b)),
                    _ => Ok((1.0, n as f64)),
                }
            }
            None => Ok((1.0, n.max(1) as f64)),
        }
    };
    let x = range(xs, cols)?;
    let y = range(ys, rows)?;
    let kind = if name == "surf" { "surface" } else { "image" };
    let h = ctx.figures.new_plot_object(kind);
    if kind == "image" {
        if let Some(m) = ctx.figures.props_mut(h) {
            m.insert("cdata".into(), c.clone());
            // Data spans given are kept; otherwise they follow CData (`special_get`).
            if xs.is_some() && ys.is_some() {
                m.insert("xdata".into(), Value::row_f64(vec![x.0, x.1]));
                m.insert("ydata".into(), Value::row_f64(vec![y.0, y.1]));
            }
        }
    }
    let ax = ctx.figures.gca();
    ax.yreverse = yreverse;
    ax.series.push(Series::Image {
        rows,
        cols,
        c: data,
        x,
        y,
        colors,
    });
    Ok(h)
}

/// The fraction of full scale of each element of an image array: doubles and
/// singles as they are, integers over their class's range, logicals 0 or 1.
pub(crate) fn intensities(v: &Value) -> Result<Vec<f64>, MatError> {
    let data = v.to_f64_vec()?;
    Ok(match v.class().int_range() {
        Some((lo, hi)) => data.into_iter().map(|x| (x - lo) / (hi - lo)).collect(),
        None => data,
    })
}

/// An H-by-W-by-3 array's cells as colors (rows, cols, column-major colors);
/// `None` for any other shape.
fn truecolor(c: &Value) -> Result<Option<(usize, usize, Vec<crate::graphics::Rgb>)>, MatError> {
    let d = c.dims();
    if d.ndims() != 3
        || d.get(2) != 3
        || !(c.is_numeric() || c.class() == crate::value::Class::Logical)
    {
        return Ok(None);
    }
    let (rows, cols) = (d.rows(), d.get(1));
    let f = intensities(c)?;
    let n = rows * cols;
    let colors = (0..n).map(|k| [f[k], f[n + k], f[2 * n + k]]).collect();
    Ok(Some((rows, cols, colors)))
}

/// `image(...)` as `imagesc`; `image` alone shows Octave's default picture (the
/// image type's default `cdata`).
fn image(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    let default;
    let args = if args.is_empty() {
        default = [crate::graphics::props::default("image", "cdata").unwrap_or_else(Value::empty)];
        &default[..]
    } else {
        args
    };
    only_asked(
        Ok(vec![num(push_image(ctx, "image", args, true)?)]),
        nargout,
    )
}

/// `imshow(IM)`, `imshow(IM, [LOW HIGH])`, `imshow(IM, [])`, `imshow(X, MAP)`,
/// `imshow(FILENAME)`, and `..., PROP, VAL`: the picture in its own colors (gray
/// over the display range, indexed through MAP, or truecolor) on hidden axes
/// with rows going down, as Octave's imshow leaves them.
fn imshow(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let Some(first) = args.first() else {
        return Err(MatError::invalid_call("imshow"));
    };
    let mut map = None;
    let im = match first.as_string() {
        Some(_) => {
            let read = super::call(ctx, "imread", std::slice::from_ref(first), 2)?;
            map = read.get(1).filter(|m| !m.is_empty()).cloned();
            read.into_iter().next().unwrap_or_else(Value::empty)
        }
        None => first.clone(),
    };
    if !(im.is_numeric() || im.class() == crate::value::Class::Logical) || im.is_complex() {
        return Err(MatError::msg(
            "imshow: IM must be an image or the filename of an image",
        ));
    }
    let mut range = None;
    let mut rest = &args[1..];
    if let Some(a) = rest.first().filter(|a| a.as_string().is_none()) {
        let d = a.dims();
        if a.is_empty() || a.numel() == 2 && d.cols() != 3 {
            range = Some(a.clone());
        } else {
            map = Some(a.clone());
        }
        rest = &rest[1..];
    }
    for pair in rest.chunks(2) {
        let (Some(p), Some(v)) = (pair[0].as_string(), pair.get(1)) else {
            return Err(MatError::msg("imshow: invalid input"));
        };
        match p.to_ascii_lowercase().as_str() {
            "displayrange" => range = Some(v.clone()),
            "colormap" => map = Some(v.clone()),
            // Magnification, borders, placement and the parent: no window to fit.
            _ => {}
        }
    }
    let d = im.dims();
    let (rows, cols) = (d.rows(), d.get(1));
    let f = intensities(&im)?;
    let (colors, scaled, clim) = if let Some((_, _, colors)) = truecolor(&im)? {
        (colors, false, (0.0, 1.0))
    } else if d.ndims() > 2 {
        return Err(MatError::msg(
            "imshow: IM must be an image or the filename of an image",
        ));
    } else if let Some(map) = &map {
        let (n, three, m) = matrix("imshow", map)?;
        if three != 3 || n == 0 {
            return Err(MatError::msg(
                "imshow: MAP must be a N x 3 matrix of RGB colors",
            ));
        }
        let offset = if im.class().int_range().is_some() {
            1.0
        } else {
            0.0
        };
        let data = im.to_f64_vec()?;
        let colors = data
            .iter()
            .map(|v| {
                let k = ((v + offset).round().max(1.0) as usize).min(n) - 1;
                [m[k], m[n + k], m[2 * n + k]]
            })
            .collect();
        (colors, false, (0.0, 1.0))
    } else {
        let (lo, hi) = match &range {
            Some(r) if r.is_empty() => {
                let fin = im.to_f64_vec()?.into_iter().filter(|v| v.is_finite());
                fin.fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), v| {
                    (l.min(v), h.max(v))
                })
            }
            Some(r) => {
                let r = r.to_f64_vec()?;
                (r[0], r[1])
            }
            None => im.class().int_range().unwrap_or((0.0, 1.0)),
        };
        let (lo, hi) = if lo < hi {
            (lo, hi)
        } else {
            (lo - 0.5, lo + 0.5)
        };
        let data = im.to_f64_vec()?;
        let colors = data
            .iter()
            .map(|v| {
                let g = ((v - lo) / (hi - lo)).clamp(0.0, 1.0);
                [g, g, g]
            })
            .collect();
        (colors, true, (lo, hi))
    };
    let h = ctx.figures.new_plot_object("image");
    if let Some(m) = ctx.figures.props_mut(h) {
        m.insert("cdata".into(), im.clone());
        let mapping = if scaled { "scaled" } else { "direct" };
        m.insert("cdatamapping".into(), Value::str(mapping));
    }
    let ax = ctx.figures.gca();
    ax.yreverse = true;
    let axh = ax.handle;
    ax.series.push(Series::Image {
        rows,
        cols,
        c: f,
        x: (1.0, cols.max(1) as f64),
        y: (1.0, rows.max(1) as f64),
        colors: Some(colors),
    });
    let pairs = [
        Value::str("ydir"),
        Value::str("reverse"),
        Value::str("visible"),
        Value::str("off"),
        Value::str("clim"),
        Value::row_f64(vec![clim.0, clim.1]),
        Value::str("dataaspectratio"),
        Value::row_f64(vec![1.0, 1.0, 1.0]),
    ];
    super::handles::set_pairs(ctx, "imshow", axh, &pairs)?;
    only_asked(Ok(vec![num(h)]), nargout)
}

/// `F = getframe`, `getframe(h)` (a figure or axes: its figure), `getframe(h,
/// rect)`: the figure as drawn (560x420 unless its position says otherwise), a
/// struct with `cdata` (H-by-W-by-3 uint8) and `colormap` (`[]`); `rect`
/// ([left bottom width height] in pixels) crops it.
fn getframe(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() > 2 {
        return Err(MatError::invalid_call("getframe"));
    }
    let n = match args.first() {
        Some(h) => {
            let h = h
                .scalar_f64()
                .filter(|h| ctx.figures.is_handle(*h) && *h != 0.0);
            let fig = h.and_then(|h| ctx.figures.figure_of(h));
            fig.ok_or_else(|| MatError::msg("getframe: H is not a handle to a figure or axes"))?
        }
        None => ctx.figures.gcf(),
    };
    let fig = &ctx.figures.figs[&n];
    let (w, h, buf) = render::pixels(fig)
        .map_err(|e| MatError::msg(format!("getframe: could not draw the figure: {e}")))?;
    let (w, h) = (w as usize, h as usize);
    let (mut x0, mut y0, mut cw, mut ch) = (0, 0, w, h);
    if let Some(r) = args.get(1) {
        let r = r.to_f64_vec()?;
        if r.len() != 4 {
            return Err(MatError::msg("getframe: RECT must be a 4-element vector"));
        }
        let (l, b, rw, rh) = (r[0].round(), r[1].round(), r[2].round(), r[3].round());
        if l < 0.0 || b < 0.0 || rw < 1.0 || rh < 1.0 || l + rw > w as f64 || b + rh > h as f64 {
            return Err(MatError::msg("getframe: RECT must lie inside the figure"));
        }
        (x0, cw, ch) = (l as usize, rw as usize, rh as usize);
        y0 = h - b as usize - ch;
    }
    let mut data = Vec::with_capacity(cw * ch * 3);
    for k in 0..3 {
        for x in x0..x0 + cw {
            for y in y0..y0 + ch {
                data.push(buf[(y * w + x) * 3 + k]);
            }
        }
    }
    let mut s = crate::value::StructArray::with_fields(
        Dims::scalar(),
        vec!["cdata".into(), "colormap".into()],
    );
    *s.get_mut(0, 0) = Value::int(Tensor::new(Dims::new(&[ch, cw, 3]), data));
    Ok(vec![Value::structure(s)])
}

fn imagesc(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    only_asked(
        only_asked(
            Ok(vec![num(push_image(ctx, "imagesc", args, true)?)]),
            nargout,
        ),
        nargout,
    )
}

/// A 2-D real array: (rows, cols, column-major values).
type Grid = (usize, usize, Vec<f64>);

fn polar_grid(v: &Value) -> Result<Grid, MatError> {
    let d = v.dims();
    if d.ndims() > 2 {
        return Err(MatError::msg("polar: THETA and RHO must be 2-D objects"));
    }
    Ok((d.rows(), d.cols(), v.to_f64_vec()?))
}

/// The points of `polar(theta, rho)` as Octave's `__plr2__` makes them: (x, y) grids.
fn polar_points(theta: Grid, rho: Grid) -> Result<(Grid, Grid), MatError> {
    let is_vector = |g: &Grid| (g.0 == 1 || g.1 == 1) && !g.2.is_empty();
    let map = |r: usize, c: usize, f: &dyn Fn(usize, usize) -> (f64, f64)| {
        let (mut x, mut y) = (Vec::with_capacity(r * c), Vec::with_capacity(r * c));
        for j in 0..c {
            for i in 0..r {
                let (a, b) = f(i, j);
                x.push(a);
                y.push(b);
            }
        }
        ((r, c, x), (r, c, y))
    };
    let transpose = |g: Grid| {
        let (r, c, d) = g;
        let mut t = Vec::with_capacity(d.len());
        for i in 0..r {
            for j in 0..c {
                t.push(d[j * r + i]);
            }
        }
        (c, r, t)
    };
    let polar = |t: f64, r: f64| (r * t.cos(), r * t.sin());
    if theta.2.len() == 1 {
        if rho.2.len() != 1 {
            return Err(MatError::msg(
                "polar: Can't plot constant THETA with varying RHO",
            ));
        }
        return Ok(map(1, 1, &|_, _| polar(theta.2[0], rho.2[0])));
    }
    if is_vector(&theta) {
        let n = theta.2.len();
        if is_vector(&rho) {
            if rho.2.len() != n {
                return Err(MatError::msg(
                    "polar: THETA and RHO vector lengths must match",
                ));
            }
            return Ok(map(n, 1, &|i, _| polar(theta.2[i], rho.2[i])));
        }
        let rho = if rho.0 != n { transpose(rho) } else { rho };
        if rho.0 != n {
            return Err(MatError::msg(
                "polar: THETA vector and RHO matrix sizes must match",
            ));
        }
        return Ok(map(n, rho.1, &|i, j| polar(theta.2[i], rho.2[j * n + i])));
    }
    if is_vector(&rho) {
        let n = rho.2.len();
        let theta = if theta.0 != n {
            transpose(theta)
        } else {
            theta
        };
        if theta.0 != n {
            return Err(MatError::msg(
                "polar: THETA matrix and RHO vector sizes must match",
            ));
        }
        return Ok(map(n, theta.1, &|i, j| polar(theta.2[j * n + i], rho.2[i])));
    }
    if (theta.0, theta.1) != (rho.0, rho.1) {
        return Err(MatError::msg(
            "polar: THETA and RHO matrix dimensions must match",
        ));
    }
    let r = theta.0;
    Ok(map(r, theta.1, &|i, j| {
        polar(theta.2[j * r + i], rho.2[j * r + i])
    }))
}

/// `polar([hax,] theta, rho [, fmt])`, `polar([hax,] z [, fmt])`: lines through the points
/// (rho cos theta, rho sin theta); a new plot's axes become Octave's polar axes (hidden, tagged
/// `polaraxes`, square).
fn polar(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    // One argument: the values against their index, or a complex z as (arg, abs) pairs.
    let one = |z: &Value| -> Result<(Grid, Grid), MatError> {
        let n = z.numel();
        if z.is_complex() {
            let c = z.to_c64_vec()?;
            let re = c.iter().map(|v| v.re).collect();
            let im = c.iter().map(|v| v.im).collect();
            Ok(((n, 1, re), (n, 1, im)))
        } else {
            Ok((
                (n, 1, (1..=n).map(|k| k as f64).collect()),
                (n, 1, z.to_f64_vec()?),
            ))
        }
    };
    let (theta, rho, fmt) = match args.len() {
        3 => {
            if !args[2].is_char() {
                return Err(MatError::msg("polar: FMT argument must be a string"));
            }
            (polar_grid(&args[0])?, polar_grid(&args[1])?, Some(&args[2]))
        }
        2 if args[1].is_char() => {
            let (t, r) = one(&args[0])?;
            (t, r, Some(&args[1]))
        }
        2 => (polar_grid(&args[0])?, polar_grid(&args[1])?, None),
        1 => {
            let (t, r) = one(&args[0])?;
            (t, r, None)
        }
        _ => return Err(MatError::invalid_call("polar")),
    };
    let ((r, c, x), (_, _, y)) = polar_points(theta, rho)?;
    let dims = Dims::new(&[r, c]);
    let mut line_args = vec![Value::from_f64s(dims.clone(), x), Value::from_f64s(dims, y)];
    line_args.extend(fmt.cloned());
    let hold = ctx.figures.gca().hold;
    let out = add_lines(ctx, "polar", &line_args, (false, false))?;
    if !hold {
        let ax = ctx.figures.gca().handle;
        let grid = ctx.figures.new_object_in("hggroup", ax, true);
        if let Some(m) = grid.and_then(|g| ctx.figures.props_mut(g)) {
            m.insert("tag".into(), Value::str("polar_grid"));
            m.insert("handlevisibility".into(), Value::str("off"));
        }
        ctx.figures.gca().visible = false;
        if let Some(m) = ctx.figures.props_mut(ax) {
            m.insert("tag".into(), Value::str("polaraxes"));
            m.insert(
                "plotboxaspectratio".into(),
                Value::row_f64(vec![1.0, 1.0, 1.0]),
            );
        }
    }
    only_asked(Ok(out), nargout)
}

/// `surf`/`mesh`: drawn from above as a colored image of Z.
fn surf(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let nums: Vec<Value> = args
        .iter()
        .take_while(|a| a.as_string().is_none())
        .cloned()
        .collect();
    let args: Vec<Value> = if nums.len() >= 3 {
        // surf(X, Y, Z): the x of the first row, the y of the first column.
        let (xr, _, xd) = matrix("surf", &nums[0])?;
        let (yr, _, yd) = matrix("surf", &nums[1])?;
        let xv: Vec<f64> = if xr > 1 && xd.len() > xr {
            xd.iter().step_by(xr).copied().collect()
        } else {
            xd
        };
        let yv: Vec<f64> = if yr > 1 && yd.len() > yr {
            yd[..yr].to_vec()
        } else {
            yd
        };
        vec![Value::row_f64(xv), Value::row_f64(yv), nums[2].clone()]
    } else {
        nums
    };
    only_asked(
        only_asked(
            Ok(vec![num(push_image(ctx, "surf", &args, false)?)]),
            nargout,
        ),
        nargout,
    )
}

/// `surface(Z)`, `surface(X, Y, Z, ...)`: as `surf`, drawn from above.
fn surface(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let nnum = args.iter().take_while(|a| a.as_string().is_none()).count();
    // Unlike surf, surface adds to the axes whatever the hold state.
    let was = std::mem::replace(&mut ctx.figures.gca().hold, true);
    // Octave's `surface ()` is the surface of eye (3).
    let r = if nnum == 0 {
        let eye = (0..9).map(|k| if k % 4 == 0 { 1.0 } else { 0.0 }).collect();
        surf(ctx, &[Value::from_f64s(Dims::rc(3, 3), eye)], 1)
    } else {
        surf(ctx, &args[..nnum], 1)
    };
    ctx.figures.gca().hold = was;
    let r = r?;
    if let Some(h) = r.first().and_then(|v| v.scalar_f64()) {
        super::handles::set_pairs(ctx, "surface", h, &args[nnum..])?;
    }
    only_asked(Ok(r), nargout)
}

/// Octave's stair-step points of one series: x repeated at each step, y held until the next x.
fn stair_points(x: &[f64], y: &[f64]) -> (Vec<f64>, Vec<f64>) {
    let n = x.len().min(y.len());
    let mut xs = Vec::with_capacity(2 * n);
    let mut ys = Vec::with_capacity(2 * n);
    for i in 0..n {
        if i > 0 {
            xs.push(x[i]);
            ys.push(y[i - 1]);
        }
        xs.push(x[i]);
        ys.push(y[i]);
    }
    (xs, ys)
}

/// `stairs(Y)`, `stairs(X, Y, ...)`: a stair-step line; `[xs, ys] = stairs(...)` only returns the points.
fn stairs(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    let nnum = args.iter().take_while(|a| a.as_string().is_none()).count();
    let (xv, yv) = match nnum {
        1 => (None, &args[0]),
        2 => (Some(&args[0]), &args[1]),
        _ => return Err(MatError::invalid_call("stairs")),
    };
    let series = pairs("stairs", xv, yv)?;
    let n = series.first().map_or(0, |(x, _)| x.len());
    if series.iter().any(|(x, y)| x.len() != n || y.len() != n) {
        return Err(MatError::msg("stairs: X and Y sizes must match"));
    }
    let rows = if n == 0 { 0 } else { 2 * n - 1 };
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for (x, y) in &series {
        let (a, b) = stair_points(x, y);
        xs.extend(a);
        ys.extend(b);
    }
    let dims = Dims::new(&[rows, series.len()]);
    let xm = Value::from_f64s(dims.clone(), xs);
    let ym = Value::from_f64s(dims, ys);
    if nargout >= 2 {
        return Ok(vec![xm, ym]);
    }
    let mut line_args = vec![xm, ym];
    line_args.extend(args[nnum..].iter().cloned());
    let r = add_lines(ctx, "stairs", &line_args, (false, false))?;
    // Octave's stairs makes an hggroup (one per series), not a line.
    for h in r
        .first()
        .and_then(|v| v.to_f64_vec().ok())
        .unwrap_or_default()
    {
        if let Some(o) = ctx.figures.object_mut(h) {
            o.kind = "hggroup";
        }
    }
    only_asked(Ok(r), nargout)
}

/// `area(Y)`, `area(X, Y)`, `area(..., LVL)`, then property pairs: one
/// hggroup per column of Y (a column of handles), the columns stacked on the
/// base level `LVL` and each drawn as the outline of its band.
fn area(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    let nnum = args.iter().take_while(|a| a.as_string().is_none()).count();
    let scalar = |v: &Value| v.numel() == 1;
    let (xv, yv, base) = match nnum {
        1 => (None, &args[0], 0.0),
        2 if scalar(&args[1]) && !scalar(&args[0]) => {
            (None, &args[0], args[1].scalar_f64().unwrap_or(0.0))
        }
        2 => (Some(&args[0]), &args[1], 0.0),
        3 => (
            Some(&args[0]),
            &args[1],
            args[2].scalar_f64().unwrap_or(0.0),
        ),
        _ => return Err(MatError::invalid_call("area")),
    };
    let rest = &args[nnum..];
    let (yr, yc, yd) = matrix("area", yv)?;
    let (n, c) = if yr == 1 || yc == 1 {
        (yd.len(), 1)
    } else {
        (yr, yc)
    };
    let x = match xv {
        Some(x) => {
            let x = matrix("area", x)?.2;
            if x.len() < n {
                return Err(MatError::msg("area: X and Y must be of compatible sizes"));
            }
            x[..n].to_vec()
        }
        None => (1..=n).map(|k| k as f64).collect(),
    };
    ctx.figures.gca().prepare_plot();
    let mut handles = Vec::with_capacity(c);
    let mut below = vec![base; n];
    for j in 0..c {
        let top: Vec<f64> = below
            .iter()
            .zip(&yd[j * n..(j + 1) * n])
            .map(|(b, y)| b + y)
            .collect();
        let h = ctx.figures.new_object("hggroup", false);
        let ax = ctx.figures.gca();
        let color = ax.next_color();
        let mut px = x.clone();
        px.extend(x.iter().rev());
        let mut py = top.clone();
        py.extend(below.iter().rev());
        if let (Some(x0), Some(y0)) = (px.first().copied(), py.first().copied()) {
            px.push(x0);
            py.push(y0);
        }
        ax.series.push(Series::Line {
            x: px,
            y: py,
            color,
            style: LineStyle::Solid,
            marker: None,
            width: 0.5,
            marker_size: 6.0,
            filled: false,
            name: None,
        });
        if let Some(m) = ctx.figures.props_mut(h) {
            m.insert("facecolor".into(), Value::row_f64(color.to_vec()));
            m.insert("edgecolor".into(), Value::row_f64(vec![0.0, 0.0, 0.0]));
            m.insert("linestyle".into(), Value::str("-"));
            m.insert("linewidth".into(), Value::Num(0.5));
            m.insert("basevalue".into(), Value::Num(base));
            m.insert("xdata".into(), Value::row_f64(x.clone()));
            m.insert(
                "ydata".into(),
                Value::row_f64(yd[j * n..(j + 1) * n].to_vec()),
            );
        }
        super::handles::set_pairs(ctx, "area", h, rest)?;
        handles.push(h);
        below = top;
    }
    let hv = Value::from_f64s(Dims::rc(c, 1), handles);
    only_asked(Ok(vec![hv]), nargout)
}

/// `patch(X, Y, C, ...)`: each column of X and Y a polygon, drawn as its closed outline.
fn patch(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    only_asked(polygons(ctx, "patch", args, false), nargout)
}

/// `fill(X, Y, C, ...)`: `patch` on a new plot.
fn fill(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    only_asked(polygons(ctx, "fill", args, true), nargout)
}

fn polygons(ctx: &mut Ctx, name: &str, args: &[Value], new_plot: bool) -> Out {
    let args = axes_arg(ctx, args);
    let nnum = args.iter().take_while(|a| a.as_string().is_none()).count();
    let (default_x, default_y);
    let (xv, yv, rest) = match nnum {
        // Octave's `patch ()` makes its default triangle.
        0 if args.is_empty() && name == "patch" => {
            default_x = Value::from_f64s(Dims::rc(3, 1), vec![0.0, 1.0, 0.0]);
            default_y = Value::from_f64s(Dims::rc(3, 1), vec![1.0, 1.0, 0.0]);
            (Some(&default_x), Some(&default_y), args)
        }
        0 if args.is_empty() => return Err(MatError::invalid_call(name)),
        // patch('XData', x, 'YData', y, ...): an empty patch whose data are properties.
        0 => (None, None, args),
        2 => (Some(&args[0]), Some(&args[1]), &args[2..]),
        3 | 4 => (Some(&args[0]), Some(&args[1]), &args[3..]),
        _ => return Err(MatError::invalid_call(name)),
    };
    let color_arg = if nnum >= 3 {
        args.get(2).and_then(color_value)
    } else {
        // A color spec after X, Y, but not a property name: "b" is blue, "black" black.
        rest.first()
            .filter(|_| !rest.len().is_multiple_of(2))
            .and_then(|c| c.as_string())
            .and_then(|c| color_name(&c))
    };
    // A color letter after X, Y (fill(x, y, 'r')) is not a property name.
    let rest = if nnum == 2 && color_arg.is_some() {
        &rest[1..]
    } else {
        rest
    };
    if new_plot {
        ctx.figures.gca().prepare_plot();
    }
    let h = ctx.figures.new_object("patch", false);
    if let Err(e) = super::handles::set_pairs(ctx, name, h, rest) {
        ctx.figures.delete_object(h);
        return Err(e);
    }
    let (Some(xv), Some(yv)) = (xv, yv) else {
        return Ok(vec![num(h)]);
    };
    let (xr, xc, xd) = matrix(name, xv)?;
    let (yr, yc, yd) = matrix(name, yv)?;
    if xd.len() != yd.len() {
        return Err(MatError::msg(format!(
            "{name}: X and Y must be the same size"
        )));
    }
    if let Some(m) = ctx.figures.props_mut(h) {
        m.insert("xdata".into(), xv.clone());
        m.insert("ydata".into(), yv.clone());
    }
    let props = parse_props(name, rest).unwrap_or_default();
    // A row vector is one polygon, a matrix one polygon per column.
    let (r, c) = if xr == 1 || yr == 1 {
        (xd.len(), 1)
    } else {
        (xr.max(yr), xc.max(yc))
    };
    let ax = ctx.figures.gca();
    let color = props.color.or(color_arg).unwrap_or([0.0, 0.0, 0.0]);
    for j in 0..c {
        let mut x = column(r, &xd, j);
        let mut y = column(r, &yd, j);
        if let (Some(x0), Some(y0)) = (x.first().copied(), y.first().copied()) {
            x.push(x0);
            y.push(y0);
        }
        ax.series.push(Series::Line {
            x,
            y,
            color,
            style: LineStyle::Solid,
            marker: None,
            width: 1.0,
            marker_size: 6.0,
            filled: false,
            name: props.name.clone(),
        });
    }
    Ok(vec![num(h)])
}

/// `colorbar`, `colorbar(LOC)`, `colorbar('off')`, `colorbar('peer', ax, ...)`: the options
/// checked as Octave's colorbar.m does; the bar is recorded on its axes.
fn colorbar(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    let fail = |m: &str| Err(MatError::msg(format!("colorbar: {m}")));
    let mut loc: Option<String> = None;
    let mut off = false;
    let mut peer = None;
    let mut i = 0;
    while i < args.len() {
        let Some(arg) = lower(&args[i]) else {
            return fail(&format!("expected string argument at position {}", i + 1));
        };
        i += 1;
        match arg.as_str() {
            "north" | "south" | "east" | "west" | "northoutside" | "southoutside"
            | "eastoutside" | "westoutside" => {
                if i < args.len() {
                    return fail("LOC specification must occur as final argument");
                }
                loc = Some(arg);
            }
            "location" => {
                let Some(v) = args.get(i) else {
                    return fail("missing value after \"location\"");
                };
                loc = Some(lower(v).unwrap_or_default());
                i += 1;
            }
            "delete" | "hide" | "off" => off = true,
            "peer" => {
                let Some(v) = args.get(i) else {
                    return fail("missing axes handle after \"peer\"");
                };
                let h = v
                    .scalar_f64()
                    .filter(|h| ctx.figures.find_axes(*h).is_some());
                let Some(h) = h else {
                    return fail("invalid axes handle following \"peer\"");
                };
                peer = Some(h);
                i += 1;
            }
            _ => {
                if i >= args.len() {
                    return fail("PROP/VAL inputs must occur in pairs");
                }
                if arg == "position" {
                    loc = Some("manual".into());
                }
                i += 1;
            }
        }
    }
    const PLACES: [&str; 9] = [
        "eastoutside",
        "east",
        "westoutside",
        "west",
        "northoutside",
        "north",
        "southoutside",
        "south",
        "manual",
    ];
    if loc.as_deref().is_some_and(|l| !PLACES.contains(&l)) {
        return fail("unrecognized colorbar location");
    }
    if let Some(h) = peer {
        axes_arg(ctx, &[num(h)]);
    }
    if off {
        ctx.figures.gca().colorbar = false;
        return only_asked(Ok(vec![Value::empty()]), nargout);
    }
    let h = ctx.figures.new_object("axes", true);
    ctx.figures.gca().colorbar = true;
    only_asked(Ok(vec![num(h)]), nargout)
}

/// `title(str, prop, value, ...)`, `xlabel(...)`, ...: the axes label's text object, given its
/// string and properties (Octave's `__axis_label__`).
fn set_label(ctx: &mut Ctx, name: &str, args: &[Value], which: u8) -> Out {
    let args = axes_arg(ctx, args);
    let Some(v) = args.first() else {
        return Err(MatError::invalid_call(name));
    };
    if args.len().is_multiple_of(2) {
        return Err(MatError::invalid_call(name));
    }
    let s = label_text(v);
    let ax = ctx.figures.gca();
    match which {
        0 => ax.title = s,
        1 => ax.xlabel = s,
        2 => ax.ylabel = s,
        _ => {}
    }
    let axh = ax.handle;
    let key = ["title", "xlabel", "ylabel", "zlabel"][which.min(3) as usize];
    let t = special_get(ctx, axh, key)?.unwrap_or_else(Value::empty);
    let th = t.scalar_f64().unwrap_or(f64::NAN);
    let mut pairs = vec![Value::str("string"), v.clone()];
    pairs.extend(args[1..].iter().cloned());
    super::handles::set_pairs(ctx, name, th, &pairs)?;
    Ok(vec![t])
}

fn title(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    only_asked(set_label(ctx, "title", args, 0), nargout)
}
fn xlabel(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    only_asked(set_label(ctx, "xlabel", args, 1), nargout)
}
fn ylabel(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    only_asked(set_label(ctx, "ylabel", args, 2), nargout)
}
fn zlabel(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    only_asked(set_label(ctx, "zlabel", args, 3), nargout)
}

fn legend(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    let h = ctx.figures.new_object("axes", true);
    let ax = ctx.figures.gca();
    let mut names: Vec<String> = Vec::new();
    let mut show = true;
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        match a {
            Value::Cell(c) => names.extend(c.data.iter().map(label_text)),
            _ => match a.as_string() {
                Some(s) if s.eq_ignore_ascii_case("off") || s.eq_ignore_ascii_case("hide") => {
                    show = false
                }
                Some(s)
                    if s.eq_ignore_ascii_case("show")
                        || s.eq_ignore_ascii_case("boxoff")
                        || s.eq_ignore_ascii_case("boxon") => {}
                Some(s)
                    if [
                        "location",
                        "orientation",
                        "fontsize",
                        "textcolor",
                        "interpreter",
                        "box",
                    ]
                    .contains(&s.to_ascii_lowercase().as_str()) =>
                {
                    i += 1
                }
                Some(s) => names.push(s),
                None => {
                    if let Some(r) = a.char_rows() {
                        names.extend(r);
                    }
                }
            },
        }
        i += 1;
    }
    if !show {
        ax.legend = None;
        return only_asked(Ok(vec![num(h)]), nargout);
    }
    if names.is_empty() {
        // legend / legend show: DisplayNames or data1, data2, ...
        let mut k = 0;
        for s in &ax.series {
            match s {
                Series::Line { name, .. } | Series::Bars { name, .. } => {
                    k += 1;
                    names.push(name.clone().unwrap_or_else(|| format!("data{k}")));
                }
                _ => {}
            }
        }
    }
    ax.legend = Some(names);
    only_asked(Ok(vec![num(h)]), nargout)
}

/// `grid`, `grid on|off`, `grid minor [on|off]`: the axes' major and minor grid lines as
/// Octave's grid.m sets them (minor lines follow a log scale unless asked for).
fn grid(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let args = axes_arg(ctx, args);
    if args.len() > 2 {
        return Err(MatError::invalid_call("grid"));
    }
    let ax = ctx.figures.gca().handle;
    let get = |ctx: &mut Ctx, p: &str| -> Result<String, MatError> {
        Ok(lower(&super::handles::get_prop(ctx, ax, "axes", p)?).unwrap_or_default())
    };
    let mut grid_on = false;
    let mut minor_on = false;
    let mut log = [false; 3];
    for (k, a) in ["x", "y", "z"].iter().enumerate() {
        grid_on |= get(ctx, &format!("{a}grid"))? == "on";
        log[k] = get(ctx, &format!("{a}scale"))? == "log";
        minor_on |= get(ctx, &format!("{a}minorgrid"))? == "on" && !log[k];
    }
    let mut minor_auto = true;
    match args.first() {
        None => {
            grid_on = !grid_on;
            minor_auto = grid_on;
        }
        Some(a) => {
            let Some(s) = lower(a) else {
                return Err(err("grid", "argument 1 must be an axis handle or a string"));
            };
            match s.as_str() {
                "off" => (grid_on, minor_on, minor_auto) = (false, false, false),
                "on" => grid_on = true,
                "minor" => {
                    minor_auto = false;
                    minor_on = match args.get(1).map(lower) {
                        None => !minor_on,
                        Some(Some(v)) if v == "on" => true,
                        Some(Some(v)) if v == "off" => false,
                        _ => return Err(MatError::invalid_call("grid")),
                    };
                }
                _ => return Err(MatError::invalid_call("grid")),
            }
        }
    }
    let onoff = |b: bool| Value::str(if b { "on" } else { "off" });
    let mut pairs = Vec::new();
    for (k, a) in ["x", "y", "z"].iter().enumerate() {
        let minor = minor_on || (minor_auto && log[k]);
        pairs.extend([
            Value::str(&format!("{a}grid")),
            onoff(grid_on),
            Value::str(&format!("{a}minorgrid")),
            onoff(minor),
        ]);
    }
    super::handles::set_pairs(ctx, "grid", ax, &pairs)?;
    Ok(vec![])
}

/// The current limits of the axes along x (0) or y (1), as drawn.
fn current_limits(ax: &Axes, axis: usize) -> (f64, f64) {
    render::axis_limits(ax, axis)
}

fn lim(ctx: &mut Ctx, name: &str, args: &[Value], axis: usize) -> Out {
    let args = axes_arg(ctx, args);
    let ax = ctx.figures.gca();
    match args.first() {
        None => {
            let (a, b) = current_limits(ax, axis);
            Ok(vec![Value::row_f64(vec![a, b])])
        }
        Some(v) => {
            if lower(v).as_deref() == Some("mode") {
                let set = if axis == 0 { ax.xlim } else { ax.ylim };
                return Ok(vec![Value::str(if set.is_some() {
                    "manual"
                } else {
                    "auto"
                })]);
            }
            let l = limits_arg(name, v)?;
            if axis == 0 {
                ax.xlim = l;
            } else {
                ax.ylim = l;
            }
            Ok(vec![])
        }
    }
}

fn xlim(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    lim(ctx, "xlim", args, 0)
}
fn ylim(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    lim(ctx, "ylim", args, 1)
}

/// The smallest and largest finite data value along x (0) or y (1) of an axes' series.
fn data_range(ax: &Axes, axis: usize) -> Option<(f64, f64)> {
    let mut vals: Vec<f64> = Vec::new();
    for s in &ax.series {
        match s {
            Series::Line { x, y, .. } | Series::Bars { x, y, .. } => {
                vals.extend(if axis == 0 { x } else { y })
            }
            Series::Image { x, y, .. } => {
                let (a, b) = if axis == 0 { *x } else { *y };
                vals.extend([a, b]);
            }
            Series::Text { x, y, .. } => vals.push(if axis == 0 { *x } else { *y }),
        }
    }
    let fin = vals.into_iter().filter(|v| v.is_finite());
    let (lo, hi) = fin.fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), v| {
        (l.min(v), h.max(v))
    });
    (lo < hi).then_some((lo, hi))
}

fn axis(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    if args.is_empty() {
        let ax = ctx.figures.gca();
        let (a, b) = current_limits(ax, 0);
        let (c, d) = current_limits(ax, 1);
        return Ok(if nargout > 0 {
            vec![Value::row_f64(vec![a, b, c, d])]
        } else {
            vec![]
        });
    }
    for a in args {
        let ax = ctx.figures.gca();
        if let Some(s) = lower(a) {
            match s.as_str() {
                "tight" => {
                    ax.xlim = data_range(ax, 0);
                    ax.ylim = data_range(ax, 1);
                }
                "ij" => ax.yreverse = true,
                "xy" => ax.yreverse = false,
                "off" => {}
                "auto" => {
                    ax.xlim = None;
                    ax.ylim = None;
                }
                _ => {}
            }
            continue;
        }
        let d = a.dims();
        let vector = d.ndims() == 2 && (d.rows() == 1 || d.cols() == 1) && !d.is_empty();
        if !a.is_numeric() || !vector {
            return Err(err(
                "axis",
                "expecting no args, or a numeric vector with 2, 4, 6, or 8 elements",
            ));
        }
        let d = a.to_f64_vec()?;
        if ![2, 4, 6, 8].contains(&d.len()) {
            return Err(err(
                "axis",
                "LIMITS vector must have 2, 4, 6, or 8 elements",
            ));
        }
        for i in (0..d.len()).step_by(2) {
            if d[i] >= d[i + 1] || d[i].is_nan() || d[i + 1].is_nan() {
                return Err(err(
                    "axis",
                    &format!("LIMITS({}) must be less than LIMITS({})", i + 1, i + 2),
                ));
            }
        }
        let ax = ctx.figures.gca();
        ax.xlim = Some((d[0], d[1]));
        if d.len() >= 4 {
            ax.ylim = Some((d[2], d[3]));
        }
    }
    Ok(vec![])
}

/// The value of a `'name', value` pair of `pairs` (case-insensitive), removed from them.
fn take_pair(pairs: &mut Vec<Value>, name: &str) -> Option<Value> {
    let i = (0..pairs.len())
        .step_by(2)
        .find(|i| lower(&pairs[*i]).as_deref() == Some(name))?;
    let v = pairs.get(i + 1).cloned();
    pairs.drain(i..(i + 2).min(pairs.len()));
    v
}

/// A cell of text lines with its numbers written as `%g` (Octave's `cell2cellstr` in text.m).
fn cellstr_of(c: &Tensor<Value>) -> Tensor<Value> {
    c.map(|v| {
        if v.is_numeric() {
            let d = v.to_f64_vec().unwrap_or_default();
            let s: Vec<String> = d.iter().map(|x| crate::cfmt::g6(*x)).collect();
            text_or_empty(&s.concat())
        } else {
            v.clone()
        }
    })
}

/// `text(x, y, [z,] string, prop, value, ...)` or `text(prop, value, ...)`: one text object
/// per point, the strings shared out among them as Octave's text.m does.
fn text(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let args = axes_arg(ctx, args);
    let numeric = |k: usize| args.get(k).is_some_and(|a| a.is_numeric());
    let (mut pos, mut string, rest) = if args.len() > 2 && numeric(0) && numeric(1) {
        let x = args[0].to_f64_vec()?;
        let y = args[1].to_f64_vec()?;
        let (z, off) = if args.len() > 3 && numeric(2) {
            (args[2].to_f64_vec()?, 4)
        } else {
            (vec![0.0; x.len()], 3)
        };
        if x.len() != y.len() || x.len() != z.len() {
            return Err(MatError::msg(
                "text: number of X, Y, and Z coordinates must match",
            ));
        }
        let pos: Vec<[f64; 3]> = (0..x.len()).map(|i| [x[i], y[i], z[i]]).collect();
        (pos, args[off - 1].clone(), &args[off..])
    } else {
        (vec![[0.0; 3]], text_or_empty(""), args)
    };
    if !rest.len().is_multiple_of(2) {
        return Err(MatError::invalid_call("text"));
    }
    let mut rest = rest.to_vec();
    if let Some(s) = take_pair(&mut rest, "string") {
        string = s;
    }
    let nx = pos.len();
    if let Some(p) = take_pair(&mut rest, "position") {
        let d = p.to_f64_vec()?;
        let at = [
            d.first().copied().unwrap_or(0.0),
            d.get(1).copied().unwrap_or(0.0),
            d.get(2).copied().unwrap_or(0.0),
        ];
        pos = vec![at; nx];
    }
    let mismatch = || MatError::msg("text: invalid combination of points and text strings");
    let strings: Vec<Value> = match &string {
        Value::Char(_) => {
            let rows = string.char_rows().unwrap_or_default();
            let nt = string.dims().rows();
            if nx == 1 {
                vec![string.clone()]
            } else if nt == nx {
                rows.iter().map(|r| Value::str(r.trim_end())).collect()
            } else if nt == 1 {
                vec![string.clone(); nx]
            } else {
                return Err(mismatch());
            }
        }
        Value::Cell(c) => {
            let cstr = cellstr_of(c);
            let nt = cstr.numel();
            if nx == 1 {
                vec![Value::cell(cstr)]
            } else if nt == nx {
                cstr.data.clone()
            } else if nt == 1 {
                vec![Value::cell(cstr); nx]
            } else {
                return Err(mismatch());
            }
        }
        _ => {
            return Err(MatError::msg(
                "text: STRING must be a character string or cell array of character strings",
            ))
        }
    };
    let mut hs = Vec::with_capacity(nx);
    for (at, s) in pos.iter().zip(strings) {
        let h = ctx.figures.new_object("text", false);
        let mut pairs = rest.clone();
        pairs.extend([
            Value::str("position"),
            Value::row_f64(at.to_vec()),
            Value::str("string"),
            s.clone(),
        ]);
        if let Err(e) = super::handles::set_pairs(ctx, "text", h, &pairs) {
            ctx.figures.delete_object(h);
            return Err(e);
        }
        ctx.figures.gca().series.push(Series::Text {
            x: at[0],
            y: at[1],
            s: label_text(&s),
        });
        hs.push(h);
    }
    only_asked(Ok(vec![Value::col_f64(hs)]), nargout)
}

fn ishandle(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Some(a) = args.first() else {
        return Err(MatError::invalid_call("ishandle"));
    };
    let dims = a.dims();
    let d = match a {
        Value::Cell(_) | Value::Struct(_) | Value::Func(_) => vec![false; a.numel()],
        _ if a.is_char() => vec![false; a.numel()],
        _ => a
            .to_f64_vec()?
            .into_iter()
            .map(|h| ctx.figures.is_handle(h))
            .collect(),
    };
    Ok(vec![Value::logical(Tensor::new(dims, d))])
}

fn isfigure(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Some(a) = args.first() else {
        return Err(MatError::invalid_call("isfigure"));
    };
    let dims = a.dims();
    let d: Vec<bool> = if a.is_numeric() {
        a.to_f64_vec()?
            .into_iter()
            .map(|h| h > 0.0 && h.fract() == 0.0 && ctx.figures.figs.contains_key(&(h as u32)))
            .collect()
    } else {
        vec![false; a.numel()]
    };
    Ok(vec![Value::logical(Tensor::new(dims, d))])
}

// ---- writing pictures ----

#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    Png,
    Svg,
}

/// Writes figure `n` (or the current one) to `path`.
fn write_figure(
    ctx: &mut Ctx,
    name: &str,
    n: Option<u32>,
    path: &str,
    fmt: Format,
) -> Result<(), MatError> {
    let n = match n {
        Some(n) => n,
        None => ctx.figures.gcf(),
    };
    let Some(fig) = ctx.figures.figs.get(&n) else {
        return Err(MatError::msg(format!("{name}: no figure {n} to write")));
    };
    let bytes = match fmt {
        Format::Png => render::png_bytes(fig),
        Format::Svg => render::svg_string(fig).map(String::into_bytes),
    }
    .map_err(|e| MatError::msg(format!("{name}: could not render the figure: {e}")))?;
    crate::os::write(path, bytes)
        .map_err(|e| MatError::msg(format!("{name}: could not write '{path}': {e}")))
}

fn format_of_ext(path: &str) -> Option<Format> {
    let ext = std::path::Path::new(path)
        .extension()?
        .to_str()?
        .to_ascii_lowercase();
    match ext.as_str() {
        "png" => Some(Format::Png),
        "svg" => Some(Format::Svg),
        _ => None,
    }
}

fn format_of_device(name: &str, d: &str) -> Result<Format, MatError> {
    match d.to_ascii_lowercase().as_str() {
        "png" | "pngalpha" => Ok(Format::Png),
        "svg" => Ok(Format::Svg),
        other => Err(MatError::msg(format!(
            "{name}: the '{other}' format is not supported by matc (png and svg are)"
        ))),
    }
}

fn print(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut fmt = None;
    let mut file = None;
    let mut fig = None;
    for a in args {
        if let Some(s) = a.as_string() {
            if let Some(d) = s.strip_prefix("-d") {
                fmt = Some(format_of_device("print", d)?);
            } else if let Some(f) = s.strip_prefix("-f") {
                fig = f.parse::<u32>().ok();
            } else if s.starts_with('-') {
                // -r300, -S640,480, -color, ...: accepted.
            } else {
                file = Some(s);
            }
        } else if let Some(h) = a.scalar_f64() {
            if h >= 1.0 && h.fract() == 0.0 {
                fig = Some(h as u32);
            }
        }
    }
    let Some(mut file) = file else {
        return Err(MatError::msg(
            "print: no output file name given (matc cannot print to a printer)",
        ));
    };
    let fmt = match (fmt, format_of_ext(&file)) {
        (Some(f), _) => f,
        (None, Some(f)) => f,
        (None, None) => Format::Png,
    };
    if std::path::Path::new(&file).extension().is_none() {
        file.push_str(if fmt == Format::Png { ".png" } else { ".svg" });
    }
    write_figure(ctx, "print", fig, &file, fmt)?;
    Ok(vec![])
}

fn handle_figure(ctx: &Ctx, name: &str, v: &Value) -> Result<Option<u32>, MatError> {
    let h = v.scalar_f64().unwrap_or(f64::NAN);
    if h == 0.0 {
        return Ok(None);
    }
    match ctx.figures.figure_of(h) {
        Some(n) => Ok(Some(n)),
        None => Err(MatError::msg(format!("{name}: invalid handle (= {h})"))),
    }
}

fn saveas(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() < 2 {
        return Err(MatError::invalid_call("saveas"));
    }
    let h = args[0].scalar_f64().unwrap_or(f64::NAN);
    if !ctx.figures.is_handle(h) {
        return Err(MatError::msg("saveas: H must be a graphics handle"));
    }
    if !args[1].is_char() {
        return Err(MatError::msg("saveas: FILENAME must be a string"));
    }
    if args.get(2).is_some_and(|f| !f.is_char()) {
        return Err(MatError::msg("saveas: FMT must be a string"));
    }
    let n = handle_figure(ctx, "saveas", &args[0])?;
    let mut file = string_of("saveas", &args[1])?;
    let fmt = match args.get(2) {
        Some(f) => format_of_device("saveas", &string_of("saveas", f)?)?,
        None => match format_of_ext(&file) {
            Some(f) => f,
            None if std::path::Path::new(&file).extension().is_none() => {
                file.push_str(".png");
                Format::Png
            }
            None => {
                return Err(MatError::msg(format!(
                    "saveas: the format of '{file}' is not supported by matc (png and svg are)"
                )))
            }
        },
    };
    write_figure(ctx, "saveas", n, &file, fmt)?;
    Ok(vec![])
}

fn string_of(name: &str, v: &Value) -> Result<String, MatError> {
    v.as_string()
        .ok_or_else(|| MatError::msg(format!("{name}: FILENAME must be a string")))
}

fn exportgraphics(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    if args.len() < 2 {
        return Err(MatError::invalid_call("exportgraphics"));
    }
    let n = handle_figure(ctx, "exportgraphics", &args[0])?;
    let file = string_of("exportgraphics", &args[1])?;
    let fmt = format_of_ext(&file).ok_or_else(|| {
        MatError::msg(format!(
            "exportgraphics: the format of '{file}' is not supported by matc (png and svg are)"
        ))
    })?;
    write_figure(ctx, "exportgraphics", n, &file, fmt)?;
    Ok(vec![])
}

/// `matc run --figures DIR`: every open figure as the files
/// `figureN.png` and `figureN.svg` (name and bytes), for [`write_all`].
pub fn render_all(figs: &Figures) -> Result<Vec<(String, Vec<u8>)>, String> {
    let mut out = Vec::new();
    for (n, f) in &figs.figs {
        out.push((format!("figure{n}.png"), render::png_bytes(f)?));
        out.push((
            format!("figure{n}.svg"),
            render::svg_string(f)?.into_bytes(),
        ));
    }
    Ok(out)
}

/// Writes the pictures [`render_all`] made into folder `dir`.
pub fn write_all(pictures: &[(String, Vec<u8>)], dir: &std::path::Path) -> Result<(), String> {
    crate::os::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for (name, bytes) in pictures {
        let p = dir.join(name);
        crate::os::write(&p, bytes).map_err(|e| format!("{}: {e}", p.display()))?;
    }
    Ok(())
}
