//! Graphics handles as property bags: `get`, `set`, `findobj`, `findall`, `delete(h)` on any
//! handle (Octave's defaults for what was never set), and the objects a headless run only
//! records (`uicontrol`, `uipanel`, `uimenu`, `uicontextmenu`, `hggroup`, `uitoolbar`,
//! `uipushtool`, `uitoggletool`), `guihandles`, `gcbo`, `gcbf`, `orient`.
//!
//! The properties the figure model itself holds (limits, ticks, labels, the
//! current axes) are read and written here too ([`special_get`],
//! [`apply_special`]): `get` and `set` reach them, and so do the plotting
//! builtins of `builtins::graphics`, which stand above this module.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::graphics::{props, render, Figures, Rgb};
use crate::value::{Dims, StructArray, Tensor, Value};

use super::BuiltinFn;

type Out = Result<Vec<Value>, MatError>;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("set", set),
    ("get", get),
    ("findobj", findobj),
    ("findall", findobj),
    ("uicontrol", uicontrol),
    ("uipanel", uipanel),
    ("uimenu", uimenu),
    ("uicontextmenu", uicontextmenu),
    ("hggroup", hggroup),
    ("light", light),
    ("isprop", isprop),
    ("uitoolbar", uitoolbar),
    ("uipushtool", uipushtool),
    ("uitoggletool", uitoggletool),
    ("guihandles", guihandles),
    ("guidata", guidata),
    ("gcbo", gcbo),
    ("gcbf", gcbo),
    ("orient", orient),
];

fn lower(v: &Value) -> Option<String> {
    v.as_string().map(|s| s.to_ascii_lowercase())
}

fn handle_of(v: &Value) -> f64 {
    v.scalar_f64().unwrap_or(f64::NAN)
}

/// Property `p` (lower case) of the live handle `h` of type `kind`.
pub fn get_prop(ctx: &mut Ctx, h: f64, kind: &'static str, p: &str) -> Result<Value, MatError> {
    let p = alias(p);
    let figs = &ctx.figures;
    match p {
        "type" => return Ok(Value::str(kind)),
        "parent" => {
            return Ok(match figs.parent(h) {
                Some(x) => Value::Num(x),
                None => Value::empty(),
            })
        }
        "children" => return Ok(Value::col_f64(figs.children(h))),
        _ => {}
    }
    if let Some(v) = special_get(ctx, h, p)? {
        return Ok(v);
    }
    let figs = &mut ctx.figures;
    if let Some(v) = figs.props_mut(h).and_then(|m| m.get(p).cloned()) {
        return Ok(v);
    }
    if let Some(v) = props::default(kind, p) {
        return Ok(v);
    }
    if let Some(v) = p.strip_prefix("default").and_then(props::factory) {
        if props::has(kind, p) {
            return Ok(v);
        }
    }
    if props::has(kind, p) {
        return Ok(Value::empty());
    }
    Err(MatError::msg(format!("get: unknown {kind} property {p}")))
}

/// The property an old name stands for: MATLAB's `UIContextMenu` is Octave's `contextmenu`.
fn alias(p: &str) -> &str {
    match p {
        "uicontextmenu" => "contextmenu",
        _ => p,
    }
}

fn kind_or_err(figs: &Figures, name: &str, h: f64) -> Result<&'static str, MatError> {
    figs.kind_of(h)
        .ok_or_else(|| MatError::msg(format!("{name}: invalid handle (= {})", short(h))))
}

/// A handle as Octave prints it in messages (`%g`).
fn short(h: f64) -> String {
    crate::cfmt::g6(h)
}

/// `get(h)` as a struct of every property.
fn all_props(ctx: &mut Ctx, h: f64, kind: &'static str) -> Result<Value, MatError> {
    let mut s = StructArray::new_scalar();
    for name in props::names(kind) {
        let v = get_prop(ctx, h, kind, &name)?;
        let k = s.ensure_field(&name);
        *s.get_mut(0, k) = v;
    }
    Ok(Value::structure(s))
}

fn get(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let (Some(hv), 1..=2) = (args.first(), args.len()) else {
        return Err(MatError::invalid_call("get"));
    };
    let hs = hv.to_f64_vec()?;
    if hs.is_empty() {
        // No handle, no properties: Octave answers `[]`.
        return Ok(vec![Value::empty()]);
    }
    let one = |ctx: &mut Ctx, h: f64| -> Result<Value, MatError> {
        let kind = kind_or_err(&ctx.figures, "get", h)?;
        match args.get(1) {
            None => all_props(ctx, h, kind),
            Some(Value::Cell(c)) => {
                let mut out = Vec::with_capacity(c.data.len());
                for p in &c.data {
                    let p = lower(p).ok_or_else(|| MatError::msg("get: invalid property"))?;
                    out.push(get_prop(ctx, h, kind, &p)?);
                }
                Ok(Value::cell_row(out))
            }
            Some(p) => {
                let p = lower(p).ok_or_else(|| MatError::msg("get: invalid property"))?;
                get_prop(ctx, h, kind, &p)
            }
        }
    };
    if hs.len() == 1 {
        return Ok(vec![one(ctx, hs[0])?]);
    }
    // No handles: Octave's `get` gives [] (not an empty cell).
    if hs.is_empty() {
        return Ok(vec![Value::empty()]);
    }
    let mut out = Vec::with_capacity(hs.len());
    for h in hs {
        out.push(one(ctx, h)?);
    }
    Ok(vec![Value::cell(Tensor::new(
        crate::value::Dims::new(&[out.len(), 1]),
        out,
    ))])
}

/// Sets property pairs on the live handle `h`; `name` is the calling function (for messages).
pub fn set_pairs(ctx: &mut Ctx, name: &str, h: f64, pairs: &[Value]) -> Result<(), MatError> {
    let kind = kind_or_err(&ctx.figures, name, h)?;
    if !pairs.len().is_multiple_of(2) {
        return Err(MatError::msg(format!(
            "{name}: property name and value must come in pairs"
        )));
    }
    for pv in pairs.chunks(2) {
        let mut p =
            lower(&pv[0]).ok_or_else(|| MatError::msg(format!("{name}: invalid property name")))?;
        if p == "uicontextmenu" {
            p = alias(&p).to_string();
        }
        let v = &pv[1];
        // A property a plot function added to its object (a stem's `BaseValue`) is settable too.
        let added = ctx.figures.props_mut(h).is_some_and(|m| m.contains_key(&p));
        if !props::has(kind, &p) && !added {
            if let Some(full) = props::complete(kind, &p) {
                p = full;
            }
        }
        if !props::has(kind, &p) && !added {
            return Err(MatError::msg(format!(
                "{name}: unknown {kind} property {p}"
            )));
        }
        match p.as_str() {
            "type" | "children" => {
                return Err(MatError::msg(format!(
                    "{name}: property \"{p}\" is read-only"
                )))
            }
            "parent" => {
                let to = handle_of(v);
                if !ctx.figures.is_handle(to) {
                    return Err(MatError::msg(format!(
                        "{name}: invalid graphics handle (= {}) for property \"parent\"",
                        short(to)
                    )));
                }
                if let Some(o) = ctx.figures.object_mut(h) {
                    o.parent = to;
                }
                continue;
            }
            _ => {}
        }
        let v = &if kind == "text" && p == "string" {
            text_string(v)
        } else if p.ends_with("color") {
            // A color named by letter or word is kept as its RGB triple, as Octave does.
            match v.as_string().and_then(|c| color_name(&c)) {
                Some(rgb) => Value::row_f64(rgb.to_vec()),
                None => v.clone(),
            }
        } else {
            v.clone()
        };
        apply_special(ctx, h, kind, &p, v)?;
        if let Some(m) = ctx.figures.props_mut(h) {
            m.insert(p, v.clone());
        }
    }
    Ok(())
}

/// A text object's `string` as Octave keeps it: a cell becomes a column of strings (an empty
/// number an empty string), a number its `%g` text.
fn text_string(v: &Value) -> Value {
    match v {
        Value::Cell(c) => {
            let items: Vec<Value> = c
                .data
                .iter()
                .map(|e| {
                    if e.is_empty() {
                        text_or_empty("")
                    } else {
                        e.clone()
                    }
                })
                .collect();
            Value::cell(Tensor::new(
                crate::value::Dims::new(&[items.len(), 1]),
                items,
            ))
        }
        _ if v.is_numeric() => match v.to_f64_vec() {
            Ok(d) => Value::str(&d.iter().map(|x| short(*x)).collect::<Vec<_>>().join(" ")),
            Err(_) => v.clone(),
        },
        _ => v.clone(),
    }
}

/// Applies the root's `defaultTYPEPROP` values (`set(0, 'defaultfigurevisible', 'off')`) to a new object.
pub fn apply_defaults(ctx: &mut Ctx, h: f64, kind: &str) -> Result<(), MatError> {
    let prefix = format!("default{kind}");
    let pairs: Vec<Value> = ctx
        .figures
        .root_props
        .iter()
        .filter_map(|(k, v)| Some((k.strip_prefix(&prefix)?, v)))
        .flat_map(|(k, v)| [Value::str(k), v.clone()])
        .collect();
    set_pairs(ctx, kind, h, &pairs)
}

fn set(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let Some(hv) = args.first() else {
        return Err(MatError::invalid_call("set"));
    };
    for h in hv.to_f64_vec()? {
        if let Some(Value::Struct(s)) = args.get(1) {
            let mut pairs = Vec::new();
            for (k, f) in s.fields.iter().enumerate() {
                pairs.push(Value::str(f));
                pairs.push(s.get(0, k).clone());
            }
            set_pairs(ctx, "set", h, &pairs)?;
        } else {
            set_pairs(ctx, "set", h, &args[1..])?;
        }
    }
    Ok(vec![])
}

/// Makes an object of type `kind` from `[parent,] 'prop', value, ...` (the parent defaults to
/// the current figure, or its current axes for axes children).
fn make(ctx: &mut Ctx, name: &str, kind: &'static str, args: &[Value]) -> Result<f64, MatError> {
    let (parent, rest) = match args.first() {
        Some(a) if a.as_string().is_none() && !matches!(a, Value::Struct(_)) => {
            let p = handle_of(a);
            if !ctx.figures.is_handle(p) || p == 0.0 {
                return Err(MatError::msg(format!("{name}: invalid parent handle")));
            }
            (Some(p), &args[1..])
        }
        _ => (None, args),
    };
    let explicit = rest
        .chunks(2)
        .filter(|p| lower(&p[0]).as_deref() == Some("parent"))
        .filter_map(|p| p.get(1).map(handle_of))
        .next_back();
    let h = match explicit.or(parent) {
        Some(p) => ctx
            .figures
            .new_object_in(kind, p, false)
            .ok_or_else(|| MatError::msg(format!("{name}: invalid parent handle")))?,
        None => ctx.figures.new_object(kind, false),
    };
    let rest: Vec<Value> = rest
        .chunks(2)
        .filter(|p| lower(&p[0]).as_deref() != Some("parent"))
        .flatten()
        .cloned()
        .collect();
    apply_defaults(ctx, h, kind)?;
    if let Err(e) = set_pairs(ctx, "set", h, &rest) {
        ctx.figures.delete_object(h);
        return Err(MatError::msg(format!(
            "__go_{kind}__: {}, unable to create graphics handle",
            e.message
        )));
    }
    Ok(h)
}

/// A recorded user-interface object (nothing is shown). Octave's m-files
/// return its handle only when asked (`if (nargout > 0)`), so a call as a
/// statement prints no `ans`.
fn ui_object(ctx: &mut Ctx, kind: &'static str, args: &[Value], nargout: usize) -> Out {
    let h = make(ctx, kind, kind, args)?;
    Ok(if nargout > 0 {
        vec![Value::Num(h)]
    } else {
        vec![]
    })
}

fn uicontrol(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    ui_object(ctx, "uicontrol", args, nargout)
}

fn uipanel(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    ui_object(ctx, "uipanel", args, nargout)
}

fn uimenu(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    ui_object(ctx, "uimenu", args, nargout)
}

fn uicontextmenu(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    Ok(vec![Value::Num(make(
        ctx,
        "uicontextmenu",
        "uicontextmenu",
        args,
    )?)])
}

/// `light`, `light(ax, ...)`, `light(..., prop, val)`: a light object in the
/// axes (recorded; pictures are not lit). Its handle only when asked, as in
/// Octave's light.m.
fn light(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let h = make(ctx, "light", "light", args)?;
    Ok(if nargout > 0 {
        vec![Value::Num(h)]
    } else {
        vec![]
    })
}

/// `isprop(H, PROP)`: whether each graphics handle of H has property PROP (false
/// for what is not a handle). An object's own `isprop` is the class system's.
fn isprop(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let [h, prop] = args else {
        return Err(MatError::invalid_call("isprop"));
    };
    let Some(prop) = prop.as_string() else {
        return Err(MatError::msg("isprop: PROP name must be a string"));
    };
    let hs = if h.is_numeric() {
        h.to_f64_vec()?
    } else {
        vec![f64::NAN; h.numel()]
    };
    let mut found = Vec::with_capacity(hs.len());
    for v in hs {
        let ok = match ctx.figures.kind_of(v) {
            Some(kind) => get_prop(ctx, v, kind, &prop.to_ascii_lowercase()).is_ok(),
            None => false,
        };
        found.push(ok);
    }
    Ok(vec![Value::logical(crate::value::Tensor::new(
        h.dims(),
        found,
    ))])
}

fn hggroup(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    Ok(vec![Value::Num(make(ctx, "hggroup", "hggroup", args)?)])
}

/// The parent a `ui*` function is given, as Octave's `__uiobject_split_args__` finds it: a
/// leading handle or a `'parent', h` pair (`[]` is none), which must be of one of the
/// `allowed` types; returns it (`None` if none was given) and the remaining arguments.
fn ui_parent(
    ctx: &Ctx,
    name: &str,
    args: &[Value],
    allowed: &str,
) -> Result<(Option<f64>, Vec<Value>), MatError> {
    let invalid = || MatError::msg(format!("{name}: invalid parent handle"));
    let mut parent = None;
    let mut rest: Vec<Value> = args.to_vec();
    if let Some(a) = args.first() {
        let h = a
            .scalar_f64()
            .filter(|h| a.numel() == 1 && ctx.figures.is_handle(*h));
        if let Some(h) = h {
            parent = Some(h);
            rest.remove(0);
        } else if !a.is_char() && !matches!(a, Value::Struct(_)) {
            return Err(invalid());
        }
    }
    let at = (0..rest.len())
        .step_by(2)
        .find(|&i| lower(&rest[i]).as_deref() == Some("parent"));
    if let Some(i) = at.filter(|i| i + 1 < rest.len()) {
        let v = rest[i + 1].clone();
        parent = match v.numel() {
            0 => None,
            1 if v.scalar_f64().is_some_and(|h| ctx.figures.is_handle(h)) => v.scalar_f64(),
            _ => return Err(invalid()),
        };
        rest.drain(i..i + 2);
    }
    if let Some(p) = parent {
        if ctx.figures.kind_of(p) != Some(allowed) {
            return Err(MatError::msg(format!(
                "{name}: invalid parent, the parent type must be: {allowed}"
            )));
        }
    }
    Ok((parent, rest))
}

/// A recorded toolbar object of type `kind` in `parent`, made from property pairs `rest`.
fn ui_tool(ctx: &mut Ctx, kind: &'static str, parent: f64, rest: &[Value], nargout: usize) -> Out {
    let mut args = vec![Value::Num(parent)];
    args.extend_from_slice(rest);
    ui_object(ctx, kind, &args, nargout)
}

/// `uitoolbar([fig,] 'prop', value, ...)`: a toolbar of the current figure by default.
fn uitoolbar(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (parent, rest) = ui_parent(ctx, "uitoolbar", args, "figure")?;
    let parent = parent.unwrap_or_else(|| ctx.figures.gcf() as f64);
    ui_tool(ctx, "uitoolbar", parent, &rest, nargout)
}

/// A button of a toolbar: of the one given, else the current figure's first (made if none).
fn toolbar_button(ctx: &mut Ctx, kind: &'static str, args: &[Value], nargout: usize) -> Out {
    let (parent, rest) = ui_parent(ctx, kind, args, "uitoolbar")?;
    let parent = match parent {
        Some(p) => p,
        None => {
            let fig = ctx.figures.gcf() as f64;
            let bars: Vec<f64> = ctx
                .figures
                .children(fig)
                .into_iter()
                .filter(|h| ctx.figures.kind_of(*h) == Some("uitoolbar"))
                .collect();
            match bars.first() {
                Some(b) => *b,
                None => make(ctx, "uitoolbar", "uitoolbar", &[Value::Num(fig)])?,
            }
        }
    };
    ui_tool(ctx, kind, parent, &rest, nargout)
}

fn uipushtool(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    toolbar_button(ctx, "uipushtool", args, nargout)
}

fn uitoggletool(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    toolbar_button(ctx, "uitoggletool", args, nargout)
}

/// The figure that `h` is or is under (guidata.m's checks and messages).
fn figure_of(ctx: &Ctx, h: &Value) -> Result<f64, MatError> {
    let live = h
        .scalar_f64()
        .filter(|x| h.numel() == 1 && ctx.figures.is_handle(*x));
    let Some(mut h) = live else {
        return Err(MatError::msg("guidata: H must be a valid object handle"));
    };
    while ctx.figures.kind_of(h) != Some("figure") {
        match ctx.figures.parent(h) {
            Some(p) if p != 0.0 => h = p,
            _ => return Err(MatError::msg("guidata: no ancestor figure of H found")),
        }
    }
    Ok(h)
}

/// `data = guidata(h)`, `guidata(h, data)`: the data kept with h's figure (`[]` until set).
fn guidata(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let fig = figure_of(ctx, &args[0])?;
    let props = ctx.figures.props_mut(fig);
    match (args.get(1), props) {
        (None, Some(m)) => Ok(vec![m
            .get("__guidata__")
            .cloned()
            .unwrap_or_else(Value::empty)]),
        (Some(data), Some(m)) => {
            m.insert("__guidata__".into(), data.clone());
            Ok(if nargout > 0 {
                vec![data.clone()]
            } else {
                vec![]
            })
        }
        (_, None) => Ok(vec![Value::empty()]),
    }
}

/// `guihandles`, `guihandles(h)`: a struct of the handles of h's figure (the current one by
/// default) and of everything under it, by their `tag` (handles sharing a tag in a row);
/// `[]` when none has a tag.
fn guihandles(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let fig = match args.first() {
        Some(a) => figure_of(ctx, a)?,
        None => ctx.figures.gcf() as f64,
    };
    let mut out: Option<StructArray> = None;
    let mut todo = vec![fig];
    while let Some(h) = todo.pop() {
        let kind = kind_or_err(&ctx.figures, "get", h)?;
        let tag = get_prop(ctx, h, kind, "tag")?
            .as_string()
            .unwrap_or_default();
        if !tag.is_empty() {
            let s = out.get_or_insert_with(StructArray::new_scalar);
            let k = s.ensure_field(&tag);
            let slot = s.get_mut(0, k);
            let mut hs = slot.to_f64_vec().unwrap_or_default();
            hs.push(h);
            *slot = if hs.len() == 1 {
                Value::Num(h)
            } else {
                Value::row_f64(hs)
            };
        }
        // Depth first, children in Octave's order.
        todo.extend(ctx.figures.children(h).into_iter().rev());
    }
    Ok(vec![out.map_or_else(Value::empty, Value::structure)])
}

/// `gcbo`, `gcbf`: no callback ever runs headless, so there is no callback object: `[]`.
fn gcbo(_: &mut Ctx, _: &[Value], _: usize) -> Out {
    Ok(vec![Value::empty()])
}

/// `orient`, `orient(fig)`, `orient portrait|landscape|tall`: the figure's `PaperOrientation`.
fn orient(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let (fig, rest) = match args.first() {
        Some(a) if a.as_string().is_none() => {
            let h = handle_of(a);
            if ctx.figures.kind_of(h) != Some("figure") {
                return Err(MatError::msg("orient: FIG must be a figure handle"));
            }
            (h, &args[1..])
        }
        _ => (ctx.figures.gcf() as f64, args),
    };
    match rest.first() {
        None => {
            let v = get_prop(ctx, fig, "figure", "paperorientation")?;
            if nargout > 0 {
                return Ok(vec![v]);
            }
            let s = v.as_string().unwrap_or_default();
            ctx.print(&format!("{s}\n"));
            Ok(vec![])
        }
        Some(a) => {
            let s = lower(a).unwrap_or_default();
            let o = match s.as_str() {
                "portrait" | "landscape" => s.clone(),
                "tall" => "portrait".to_string(),
                _ => {
                    return Err(MatError::msg(format!(
                        "orient: unknown ORIENTATION \"{s}\""
                    )))
                }
            };
            set_pairs(
                ctx,
                "orient",
                fig,
                &[Value::str("paperorientation"), Value::str(&o)],
            )?;
            Ok(vec![])
        }
    }
}

/// One condition of `findobj`.
enum Cond {
    /// `'-property', NAME`.
    Has(String),
    /// `NAME, VALUE`.
    Equals(String, Value),
}

/// Whether property value `have` matches the `findobj` value `want` (Octave's rules).
fn matches(have: &Value, want: &Value) -> bool {
    if have.numel() != want.numel() {
        return false;
    }
    if have.is_char() && want.is_char() {
        return have.as_string().map(|s| s.to_ascii_lowercase())
            == want.as_string().map(|s| s.to_ascii_lowercase());
    }
    match (have.to_f64_vec(), want.to_f64_vec()) {
        (Ok(a), Ok(b)) if !have.is_char() && !want.is_char() => a == b,
        _ => super::core::values_equal(have, want),
    }
}

/// `findobj(...)`, `findall(...)`: the handles under the given ones (the root by default),
/// level by level, whose properties match (`'prop', value`, `'-property', name`, `'-not'`,
/// `'-and'`, `'-or'`, `'flat'`, `'-depth', n`). Hidden handles are never hidden in matc.
fn findobj(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let mut i = 0;
    let mut start = vec![0.0];
    if let Some(a) = args.first() {
        if a.numel() == 0 {
            return Ok(vec![Value::col_f64(vec![])]);
        }
        if a.as_string().is_none() {
            start = a.to_f64_vec()?;
            if !start.iter().all(|h| ctx.figures.is_handle(*h)) {
                return Err(MatError::msg(
                    "findobj: invalid graphics handles in input HLIST",
                ));
            }
            i = 1;
        }
    }
    let mut depth = f64::INFINITY;
    if args.get(i).and_then(lower).as_deref() == Some("flat") {
        depth = 0.0;
        i += 1;
    }
    // (condition, negated, joined to the previous one with "or")
    let mut conds: Vec<(Cond, bool, bool)> = Vec::new();
    let (mut negate, mut or) = (false, false);
    while i < args.len() {
        let s = lower(&args[i])
            .ok_or_else(|| MatError::msg("findobj: properties and options must be strings"))?;
        let need = |k: usize| {
            args.get(k)
                .ok_or_else(|| MatError::msg("findobj: inconsistent number of arguments"))
        };
        match s.as_str() {
            "-property" => {
                let n = lower(need(i + 1)?).unwrap_or_default();
                conds.push((Cond::Has(n), negate, or));
                (negate, or) = (false, false);
                i += 2;
            }
            "-depth" => {
                depth = need(i + 1)?.scalar_f64().unwrap_or(f64::INFINITY);
                i += 2;
            }
            "-not" => {
                negate = true;
                i += 1;
            }
            "-and" | "-xor" => i += 1,
            "-or" => {
                or = true;
                i += 1;
            }
            "-regexp" => return Err(MatError::msg("findobj: '-regexp' is not supported by matc")),
            _ if s.starts_with('-') => i += 1,
            _ => {
                let v = need(i + 1)?.clone();
                conds.push((Cond::Equals(s, v), negate, or));
                (negate, or) = (false, false);
                i += 2;
            }
        }
    }
    let mut all = start.clone();
    let mut level = start;
    let mut d = 0.0;
    while !level.is_empty() && d < depth {
        let next: Vec<f64> = level
            .iter()
            .flat_map(|h| ctx.figures.children(*h))
            .collect();
        all.extend(&next);
        level = next;
        d += 1.0;
    }
    let mut found = Vec::new();
    for h in all {
        let Some(kind) = ctx.figures.kind_of(h) else {
            continue;
        };
        let mut result: Option<bool> = None;
        for (c, neg, or) in &conds {
            let m = match c {
                Cond::Has(n) => props::has(kind, n),
                Cond::Equals(n, want) => {
                    props::has(kind, n)
                        && get_prop(ctx, h, kind, n).is_ok_and(|have| matches(&have, want))
                }
            } != *neg;
            result = Some(match result {
                None => m,
                Some(r) if *or => r || m,
                Some(r) => r && m,
            });
        }
        if result.unwrap_or(true) {
            found.push(h);
        }
    }
    Ok(vec![Value::col_f64(found)])
}

// ---- the properties the figure model holds ----

pub(super) fn err(name: &str, msg: &str) -> MatError {
    MatError::new(format!("Octave:{name}"), format!("{name}: {msg}"))
}

/// Applies figure property pairs (`'Name'`, `'Visible'`, `'Position'`; others are accepted and ignored).
fn figure_props(figs: &mut Figures, n: u32, args: &[Value]) -> Result<(), MatError> {
    let Some(fig) = figs.figs.get_mut(&n) else {
        return Ok(());
    };
    for p in args.chunks(2) {
        let key = lower(&p[0]).unwrap_or_default();
        let Some(v) = p.get(1) else {
            return Err(err("set", "property name and value must come in pairs"));
        };
        match key.as_str() {
            "name" => fig.name = v.as_string().unwrap_or_default(),
            "visible" => fig.visible = lower(v).is_none_or(|s| s != "off"),
            "colormap" => fig.colormap_rows = v.dims().rows(),
            "position" => {
                let d = v.to_f64_vec()?;
                if d.len() == 4 && d[2] >= 1.0 && d[3] >= 1.0 && d[2] <= 4000.0 && d[3] <= 4000.0 {
                    fig.size = (d[2] as u32, d[3] as u32);
                }
            }
            _ => {}
        }
    }
    Ok(())
}

pub(super) fn color_of(c: char) -> Option<Rgb> {
    Some(match c {
        'r' => [1.0, 0.0, 0.0],
        'g' => [0.0, 1.0, 0.0],
        'b' => [0.0, 0.0, 1.0],
        'c' => [0.0, 1.0, 1.0],
        'm' => [1.0, 0.0, 1.0],
        'y' => [1.0, 1.0, 0.0],
        'k' => [0.0, 0.0, 0.0],
        'w' => [1.0, 1.0, 1.0],
        _ => return None,
    })
}

pub(super) fn color_name(s: &str) -> Option<Rgb> {
    let s = s.to_ascii_lowercase();
    let c = match s.as_str() {
        "red" => 'r',
        "green" => 'g',
        "blue" => 'b',
        "cyan" => 'c',
        "magenta" => 'm',
        "yellow" => 'y',
        "black" => 'k',
        "white" => 'w',
        _ if s.len() == 1 => s.chars().next()?,
        _ => return None,
    };
    color_of(c)
}

/// The text of a label argument: a string, a cell of lines, or a number.
pub(super) fn label_text(v: &Value) -> String {
    if let Some(rows) = v.char_rows() {
        return rows.join("\n");
    }
    if let Value::Cell(c) = v {
        return c.data.iter().map(label_text).collect::<Vec<_>>().join("\n");
    }
    match v.to_f64_vec() {
        Ok(d) => d
            .iter()
            .map(|x| format!("{x}"))
            .collect::<Vec<_>>()
            .join(" "),
        Err(_) => String::new(),
    }
}

pub(super) fn limits_arg(name: &str, v: &Value) -> Result<Option<(f64, f64)>, MatError> {
    if let Some(s) = lower(v) {
        return match s.as_str() {
            "auto" | "tight" | "manual" => Ok(None),
            _ => Err(err(name, &format!("invalid option \"{s}\""))),
        };
    }
    let d = v.to_f64_vec()?;
    if d.len() != 2 {
        return Err(err(name, "LIMITS must be a 2-element vector"));
    }
    if d[0].is_nan() || d[1].is_nan() || d[0] >= d[1] {
        return Err(err(name, "axis limits must be increasing"));
    }
    Ok(Some((d[0], d[1])))
}

/// A string, the empty one 0x0 as Octave's `""` is.
pub(super) fn text_or_empty(s: &str) -> Value {
    if s.is_empty() {
        Value::char_array(Tensor::new(Dims::new(&[0, 0]), vec![]))
    } else {
        Value::str(s)
    }
}

/// The value of property `p` of handle `h` where matc's figure model decides it (limits,
/// ticks, current axes, ...); `None` for the properties the generic store answers.
pub(super) fn special_get(ctx: &mut Ctx, h: f64, p: &str) -> Result<Option<Value>, MatError> {
    if matches!(p, "xdata" | "ydata") && ctx.figures.kind_of(h) == Some("image") {
        // Unset (or emptied) image data spans the columns or rows of CData.
        let m = ctx.figures.props_mut(h);
        let set = m
            .as_ref()
            .and_then(|m| m.get(p))
            .filter(|v| !v.is_empty())
            .cloned();
        if let Some(v) = set {
            return Ok(Some(v));
        }
        let d = m.and_then(|m| m.get("cdata")).map(|c| c.dims());
        if let Some(d) = d {
            let n = if p == "xdata" { d.cols() } else { d.rows() };
            return Ok(Some(Value::row_f64(vec![1.0, n as f64])));
        }
    }
    if matches!(p, "fontsize" | "fontname") {
        if let Some((ax, key)) = label_of(ctx, h) {
            // An axes label's font follows its axes' unless it was set on the label itself.
            if !ctx.figures.props_mut(h).is_some_and(|m| m.contains_key(p)) {
                let v = get_prop(ctx, ax, "axes", p)?;
                if p == "fontname" {
                    return Ok(Some(v));
                }
                let mult = if key == "title" {
                    "titlefontsizemultiplier"
                } else {
                    "labelfontsizemultiplier"
                };
                let m = get_prop(ctx, ax, "axes", mult)?;
                let size = v.scalar_f64().unwrap_or(10.0) * m.scalar_f64().unwrap_or(1.0);
                return Ok(Some(Value::Num(size)));
            }
        }
    }
    let figs = &ctx.figures;
    if h == 0.0 {
        return Ok(match p {
            "currentfigure" => Some(match figs.current.filter(|n| figs.figs.contains_key(n)) {
                Some(n) => Value::Num(n as f64),
                None => Value::empty(),
            }),
            "callbackobject" => Some(Value::empty()),
            _ => None,
        });
    }
    if h > 0.0 && h.fract() == 0.0 {
        let Some(f) = figs.figs.get(&(h as u32)) else {
            return Ok(None);
        };
        return Ok(match p {
            "number" => Some(Value::Num(h)),
            "name" => Some(Value::str(&f.name)),
            "visible" => Some(Value::str(if f.visible { "on" } else { "off" })),
            "currentaxes" => Some(match f.current_axes {
                Some(i) if i < f.axes.len() => Value::Num(f.axes[i].handle),
                _ => Value::empty(),
            }),
            "currentobject" => Some(Value::empty()),
            _ => None,
        });
    }
    let Some((n, i)) = figs.find_axes(h) else {
        return Ok(None);
    };
    let a = &figs.figs[&n].axes[i];
    let onoff = |b: bool| Value::str(if b { "on" } else { "off" });
    Ok(Some(match p {
        "xlim" => {
            let (l, h) = render::axis_limits(a, 0);
            Value::row_f64(vec![l, h])
        }
        "ylim" => {
            let (l, h) = render::axis_limits(a, 1);
            Value::row_f64(vec![l, h])
        }
        "xtick" => Value::row_f64(render::axis_ticks(a, 0)),
        "ytick" => Value::row_f64(render::axis_ticks(a, 1)),
        // Automatic tick labels are the ticks' text (until the program sets them).
        "xticklabel" | "yticklabel" if !a.props.contains_key(p) => {
            let ticks = render::axis_ticks(a, usize::from(p == "yticklabel"));
            // Ticks are sums of steps: round away the last bits (0.6, not 0.6000000000000001).
            let text = |t: f64| format!("{}", (t * 1e10).round() / 1e10);
            Value::cell_row(ticks.iter().map(|&t| Value::str(&text(t))).collect())
        }
        "colororderindex" => {
            Value::Num((a.color_index % crate::graphics::COLOR_ORDER.len()) as f64 + 1.0)
        }
        "xscale" => Value::str(if a.xlog { "log" } else { "linear" }),
        "yscale" => Value::str(if a.ylog { "log" } else { "linear" }),
        "nextplot" => Value::str(if a.hold { "add" } else { "replace" }),
        "xgrid" | "ygrid" => onoff(a.grid),
        "ydir" => Value::str(if a.yreverse { "reverse" } else { "normal" }),
        "visible" => onoff(a.visible),
        "title" | "xlabel" | "ylabel" | "zlabel" => {
            let text = match p {
                "title" => a.title.clone(),
                "xlabel" => a.xlabel.clone(),
                "ylabel" => a.ylabel.clone(),
                _ => String::new(),
            };
            let (t, made) = kept_child(ctx, h, &format!("{p} handle"), "text");
            if made {
                let color = match p {
                    "title" => None,
                    _ => Some(get_prop(ctx, h, "axes", &format!("{}color", &p[..1]))?),
                };
                if let Some(m) = ctx.figures.props_mut(t) {
                    m.insert("string".into(), text_or_empty(&text));
                    if let Some(c) = color {
                        m.insert("color".into(), c);
                    }
                    if p == "zlabel" {
                        m.insert("visible".into(), Value::str("off"));
                    }
                }
            }
            Value::Num(t)
        }
        _ => return Ok(None),
    }))
}

/// The axes and the label (`title`, `xlabel`, ...) that the text object `t` is, if it is one.
fn label_of(ctx: &Ctx, t: f64) -> Option<(f64, &'static str)> {
    let o = ctx.figures.object(t)?;
    if o.kind != "text" || !o.hidden {
        return None;
    }
    let (n, i) = ctx.figures.find_axes(o.parent)?;
    let a = &ctx.figures.figs[&n].axes[i];
    ["title", "xlabel", "ylabel", "zlabel"]
        .into_iter()
        .find(|k| {
            a.props
                .get(&format!("{k} handle"))
                .and_then(|v| v.scalar_f64())
                == Some(t)
        })
        .map(|k| (a.handle, k))
}

/// What setting property `p` of handle `h` (of type `kind`) to `v` changes in the figure model.
pub(super) fn apply_special(
    ctx: &mut Ctx,
    h: f64,
    kind: &str,
    p: &str,
    v: &Value,
) -> Result<(), MatError> {
    match kind {
        "figure" => figure_props(&mut ctx.figures, h as u32, &[Value::str(p), v.clone()]),
        "axes" => {
            let Some((n, i)) = ctx.figures.find_axes(h) else {
                return Ok(());
            };
            let Some(a) = ctx.figures.figs.get_mut(&n).map(|f| &mut f.axes[i]) else {
                return Ok(());
            };
            match p {
                "xlim" => a.xlim = limits_arg("set", v)?,
                "ylim" => a.ylim = limits_arg("set", v)?,
                "xscale" => a.xlog = lower(v).as_deref() == Some("log"),
                "yscale" => a.ylog = lower(v).as_deref() == Some("log"),
                "nextplot" => a.hold = lower(v).as_deref() == Some("add"),
                "xgrid" | "ygrid" => a.grid = lower(v).as_deref() == Some("on"),
                "ydir" => a.yreverse = lower(v).as_deref() == Some("reverse"),
                "visible" => a.visible = lower(v).as_deref() != Some("off"),
                "title" | "xlabel" | "ylabel" => {
                    // A label given as text: set(gca, 'Title', 'x') is not Octave's, but harmless.
                }
                _ => {}
            }
            Ok(())
        }
        "hggroup" if p == "basevalue" => {
            // Every stem series on the same baseline, and the baseline, take the new value.
            let base = ctx
                .figures
                .props_mut(h)
                .and_then(|m| m.get("baseline").and_then(|b| b.scalar_f64()));
            let (Some(base), Some(parent)) = (base, ctx.figures.parent(h)) else {
                return Ok(());
            };
            let mut shared = ctx.figures.children(parent);
            shared.push(base);
            for k in shared {
                if let Some(m) = ctx.figures.props_mut(k) {
                    let on_base =
                        k == base || m.get("baseline").and_then(|b| b.scalar_f64()) == Some(base);
                    if on_base {
                        m.insert("basevalue".into(), v.clone());
                    }
                }
            }
            Ok(())
        }
        "text" => {
            // The string of an axes label (get(gca, 'xlabel')) is the label itself.
            if p != "string" {
                return Ok(());
            }
            let Some(parent) = ctx.figures.parent(h) else {
                return Ok(());
            };
            let Some((n, i)) = ctx.figures.find_axes(parent) else {
                return Ok(());
            };
            let a = &mut ctx.figures.figs.get_mut(&n).expect("axes figure").axes[i];
            let s = label_text(v);
            for (which, key) in ["title", "xlabel", "ylabel"].iter().enumerate() {
                let is_it = a
                    .props
                    .get(&format!("{key} handle"))
                    .and_then(|x| x.scalar_f64())
                    == Some(h);
                if is_it {
                    match which {
                        0 => a.title = s.clone(),
                        1 => a.xlabel = s.clone(),
                        _ => a.ylabel = s.clone(),
                    }
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// The child of kind `kind` that `parent` keeps under property `key` (a
/// stem baseline, an axes label), made on first use or when deleted; true
/// when it was just made.
pub(super) fn kept_child(ctx: &mut Ctx, parent: f64, key: &str, kind: &'static str) -> (f64, bool) {
    let known = ctx
        .figures
        .props_mut(parent)
        .and_then(|m| m.get(key))
        .and_then(|v| v.scalar_f64());
    if let Some(h) = known.filter(|h| ctx.figures.is_handle(*h)) {
        return (h, false);
    }
    let h = ctx
        .figures
        .new_object_in(kind, parent, true)
        .unwrap_or(f64::NAN);
    if let Some(m) = ctx.figures.props_mut(parent) {
        m.insert(key.to_string(), Value::Num(h));
    }
    (h, true)
}
