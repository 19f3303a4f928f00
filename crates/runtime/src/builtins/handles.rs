//! Graphics handles as property bags: `get`, `set`, `findobj`, `findall`, `delete(h)` on any
//! handle (Octave's defaults for what was never set), and the objects a headless run only
//! records (`uicontrol`, `uipanel`, `uimenu`, `uicontextmenu`, `hggroup`, `uitoolbar`,
//! `uipushtool`, `uitoggletool`), `guihandles`, `gcbo`, `gcbf`, `orient`.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::graphics::{props, Figures};
use crate::value::{StructArray, Tensor, Value};

use super::graphics::{apply_special, special_get};
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
            match v.as_string().and_then(|c| super::graphics::color_name(&c)) {
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
                        super::graphics::text_or_empty("")
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
