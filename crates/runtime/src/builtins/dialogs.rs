//! Dialogs and outside programs as Octave runs them without a display: a message box
//! (`msgbox`, `helpdlg`, `errordlg`, `warndlg`) is printed as text, `questdlg` is refused,
//! and `web` and `edit` start no browser or editor.

use crate::ctx::Ctx;
use crate::error::MatError;
use crate::value::{StructArray, Value};

use super::BuiltinFn;

type Out = Result<Vec<Value>, MatError>;

pub(crate) const TABLE: &[(&str, BuiltinFn)] = &[
    ("msgbox", msgbox),
    ("helpdlg", helpdlg),
    ("errordlg", errordlg),
    ("warndlg", warndlg),
    ("questdlg", questdlg),
    ("web", web),
    ("edit", edit),
];

/// The characters of a char array in memory order, as `sprintf("%s", x)` reads them.
fn flat(v: &Value) -> String {
    match v {
        Value::Char(t) => String::from_utf8_lossy(&t.data).into_owned(),
        _ => v.as_string().unwrap_or_default(),
    }
}

fn is_cellstr(v: &Value) -> bool {
    v.as_cell()
        .is_some_and(|c| c.data.iter().all(|e| e.is_char()))
}

const STYLES: &[&str] = &["non-modal", "modal", "replace"];
const ICONS: &[&str] = &["help", "warn", "error", "none", "custom"];

/// `msgbox(msg [, title [, icon [, cdata [, colormap]]]] [, style | opts])`: Octave without
/// dialogs prints `ICON:<tab>TITLE` and the message, each line indented by a tab, and returns 1.
fn msgbox(ctx: &mut Ctx, args: &[Value], _: usize) -> Out {
    let msg = &args[0];
    if !msg.is_char() && !is_cellstr(msg) {
        return Err(MatError::msg(
            "msgbox: MSG must be a string or cell array of strings",
        ));
    }
    let mut rest = &args[1..];
    if let Some(last) = rest.last() {
        if let Value::Struct(opts) = last {
            if let Some(ws) = opts.field("WindowStyle") {
                let ws = flat(ws);
                if !STYLES.contains(&ws.as_str()) {
                    return Err(MatError::msg(format!(
                        "msgbox: invalid value \"{ws}\" for WindowStyle"
                    )));
                }
            }
            rest = &rest[..rest.len() - 1];
        } else if last
            .as_string()
            .is_some_and(|s| STYLES.contains(&s.as_str()))
        {
            rest = &rest[..rest.len() - 1];
        }
    }
    let mut title = String::new();
    let mut icon = "none".to_string();
    if let Some(t) = rest.first() {
        if !t.is_char() {
            return Err(MatError::msg("msgbox: TITLE must be a string"));
        }
        title = flat(t);
    }
    if let Some(i) = rest.get(1) {
        let name = i.as_string().filter(|_| i.is_char());
        match name {
            Some(n) if ICONS.contains(&n.as_str()) => icon = n,
            Some(n) => {
                return Err(MatError::msg(format!(
                    "msgbox: invalid value \"{n}\" for ICON"
                )))
            }
            None if i.is_char() => {
                return Err(MatError::msg(format!(
                    "msgbox: invalid value \"{}\" for ICON",
                    flat(i)
                )))
            }
            None => return Err(MatError::msg("msgbox: ICON must be a string")),
        }
        if icon == "custom" {
            let Some(cdata) = rest.get(2) else {
                return Err(MatError::msg("msgbox: missing data for \"custom\" icon"));
            };
            let d = cdata.dims();
            let rgb = d.ndims() == 3 && d.get(2) == 3;
            if !cdata.is_numeric() || (d.ndims() != 2 && !rgb) {
                return Err(MatError::msg("msgbox: invalid data for \"custom\" icon"));
            }
            if rest.len() > 4 || (rest.len() == 4 && d.ndims() != 2) {
                return Err(MatError::invalid_call("msgbox"));
            }
        } else if rest.len() > 2 {
            return Err(MatError::invalid_call("msgbox"));
        }
    }
    let text = match msg.as_cell() {
        Some(c) => c.data.iter().map(flat).collect::<Vec<_>>().join("\n"),
        None => flat(msg),
    };
    ctx.print(&format!(
        "\n{}:\t{title}\n\t{}\n\n",
        icon.to_ascii_uppercase(),
        text.replace('\n', "\n\t")
    ));
    Ok(vec![Value::Num(1.0)])
}

/// `helpdlg`, `errordlg`, `warndlg`: a message box with that icon (and those defaults); the
/// result only when asked for.
fn dialog(ctx: &mut Ctx, args: &[Value], nargout: usize, defaults: [&str; 3]) -> Out {
    let [msg, title, icon] = defaults;
    let call = [
        args.first().cloned().unwrap_or_else(|| Value::str(msg)),
        args.get(1).cloned().unwrap_or_else(|| Value::str(title)),
        Value::str(icon),
        args.get(2)
            .cloned()
            .unwrap_or_else(|| Value::str("non-modal")),
    ];
    let r = msgbox(ctx, &call, 1)?;
    Ok(if nargout > 0 { r } else { vec![] })
}

fn helpdlg(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    dialog(
        ctx,
        args,
        nargout,
        ["This is the default help.", "Help Dialog", "help"],
    )
}

fn errordlg(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    dialog(
        ctx,
        args,
        nargout,
        ["This is the default error.", "Error Dialog", "error"],
    )
}

fn warndlg(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    dialog(
        ctx,
        args,
        nargout,
        ["This is the default warning.", "Warning Dialog", "warn"],
    )
}

/// `questdlg(msg, title, ...)`: its arguments are checked, then, with no dialogs to show,
/// it is an error.
fn questdlg(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let msg = &args[0];
    if !msg.is_char() && !matches!(msg, Value::Cell(_)) {
        return Err(MatError::msg(
            "questdlg: MSG must be a character string or cellstr array",
        ));
    }
    if args.get(1).is_some_and(|t| !t.is_char()) {
        return Err(MatError::msg("questdlg: TITLE must be a character string"));
    }
    let opts = &args[2.min(args.len())..];
    let text = |v: &Value| v.as_string().filter(|_| v.is_char());
    let (buttons, default): (Vec<&Value>, Option<&Value>) = match opts.len() {
        1 => (vec![], Some(&opts[0])),
        3 => (vec![&opts[0], &opts[1]], Some(&opts[2])),
        4 => (vec![&opts[0], &opts[1], &opts[2]], Some(&opts[3])),
        _ => (vec![], None),
    };
    if let Some(d) = default {
        let choices: Vec<Option<String>> = if opts.len() == 1 {
            ["Yes", "No", "Cancel"]
                .iter()
                .map(|s| Some(s.to_string()))
                .collect()
        } else {
            buttons.iter().map(|b| text(b)).collect()
        };
        if text(d).is_none_or(|d| !choices.contains(&Some(d))) {
            return Err(MatError::msg(
                "questdlg: DEFAULT must match one of the button options",
            ));
        }
    }
    Err(MatError::msg(
        "questdlg is not available in this version of Octave",
    ))
}

/// `[status, h, url] = web(url, options...)`: checks its arguments and opens nothing;
/// status 0 (what Octave answers once it has handed the address on), h `[]`, url `[]` with
/// `-browser`.
fn web(ctx: &mut Ctx, args: &[Value], nargout: usize) -> Out {
    let url = args
        .first()
        .cloned()
        .unwrap_or_else(|| Value::str("https://www.octave.org"));
    let d = url.dims();
    if !url.is_char() || d.ndims() != 2 || d.rows() != 1 {
        return Err(MatError::msg("web: URL must be a string"));
    }
    let options = Value::cell_row(
        ["-browser", "-new", "-noaddressbox", "-notoolbar"]
            .iter()
            .map(|s| Value::str(s))
            .collect(),
    );
    for a in args.iter().skip(1) {
        super::validate::validatestring(ctx, &[a.clone(), options.clone()], 1)?;
    }
    if nargout == 0 {
        return Ok(vec![]);
    }
    let browser = args[1.min(args.len())..]
        .iter()
        .any(|a| a.as_string().as_deref() == Some("-browser"));
    let url = if browser { Value::empty() } else { url };
    Ok(vec![Value::Num(0.0), Value::empty(), url])
}

/// `edit`, `edit name`, `edit(state, value)`: the arguments are checked as Octave checks them;
/// no editor is started (Octave without a display runs one in the background, printing nothing).
fn edit(_: &mut Ctx, args: &[Value], _: usize) -> Out {
    let names: Vec<String> = match args.len() {
        0 => return Ok(vec![]),
        1 => match &args[0] {
            v if v.is_char() => vec![flat(v)],
            v if is_cellstr(v) => v
                .as_cell()
                .map(|c| c.data.iter().map(flat).collect())
                .unwrap_or_default(),
            _ => {
                return Err(MatError::msg(
                    "edit: file NAME must be a string or cell array of strings",
                ))
            }
        },
        2 => {
            let state = args[0].as_string().unwrap_or_default().to_ascii_uppercase();
            let value = &args[1];
            match state.as_str() {
                "EDITOR" => {
                    return Err(MatError::new(
                        "Octave:deprecated-function",
                        "The EDITOR option of edit has been removed.  Use EDITOR() directly.",
                    ))
                }
                "HOME" | "AUTHOR" | "EMAIL" | "LICENSE" | "EDITINPLACE" => return Ok(vec![]),
                "MODE" => {
                    let m = value.as_string().unwrap_or_default();
                    if m != "sync" && m != "async" {
                        return Err(MatError::msg("edit: MODE must be sync or async"));
                    }
                    return Ok(vec![]);
                }
                "GET" => return Ok(vec![edit_state(value)]),
                _ => args.iter().map(flat).collect(),
            }
        }
        _ => {
            if !args.iter().all(|a| a.is_char()) {
                return Err(MatError::msg("edit: if supplying more than one input all inputs must be strings containing field names to open"));
            }
            args.iter().map(flat).collect()
        }
    };
    for n in names {
        if super::lookup(&n).is_some() {
            return Err(MatError::msg(
                "edit: unable to edit a built-in or compiled function",
            ));
        }
    }
    Ok(vec![])
}

/// `edit('get', field)`: the state `edit` starts with (one field, or all of them).
fn edit_state(field: &Value) -> Value {
    let fields: [(&str, Value); 5] = [
        ("HOME", Value::empty()),
        ("EMAIL", Value::empty()),
        ("LICENSE", Value::str("GPL")),
        ("MODE", Value::str("async")),
        ("EDITINPLACE", Value::Bool(true)),
    ];
    let want = field.as_string().unwrap_or_default().to_ascii_uppercase();
    if let Some((_, v)) = fields.iter().find(|(n, _)| *n == want) {
        return v.clone();
    }
    let mut s = StructArray::new_scalar();
    for (n, v) in fields {
        let k = s.ensure_field(n);
        *s.get_mut(0, k) = v;
    }
    Value::structure(s)
}
