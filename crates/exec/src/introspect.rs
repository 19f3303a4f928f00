//! `whos`, `which`, `help`, `get_help_text`, `print_usage`, `isglobal`, `isargout` and
//! `localfunctions`: what the workspace and the path hold, worded as
//! Octave words it.

use runtime::builtins::usage;
use runtime::value::{Dims, Form, StructArray, Tensor};
use runtime::{MatError, Value};

use crate::code::{char_value, Code};
use crate::interp::{is_builtin_name, ExecResult, Frame, Interp};

/// One variable of a workspace as `whos` lists it.
struct VarInfo {
    name: String,
    value: Value,
    global: bool,
    persistent: bool,
    formal: bool,
}

/// What a name is, as `which` tells it.
enum Found {
    Variable,
    /// A function typed at the prompt (or defined by `eval`).
    CommandLine,
    File {
        path: String,
        script: bool,
    },
    Builtin,
}

impl Interp {
    /// The defined variables of the running frame, sorted by name.
    fn workspace_vars(&self, frame: Option<(&Code, &mut Frame)>) -> Vec<VarInfo> {
        let mut vars: Vec<VarInfo> = Vec::new();
        let Some((code, fr)) = frame else {
            return vars;
        };
        let f = self.prog.func(code.func);
        for (k, var) in f.vars.iter().enumerate() {
            let visible = crate::workspace_io::program_name(&var.name);
            if !visible || vars.iter().any(|v| v.name == var.name) {
                continue;
            }
            if let Some(value) = self.slot_value(fr, k) {
                vars.push(VarInfo {
                    name: var.name.clone(),
                    value,
                    global: var.kind == mir::ir::VarKind::Global,
                    persistent: var.kind == mir::ir::VarKind::Persistent,
                    formal: f.param_names.contains(&var.name),
                });
            }
        }
        vars.sort_by(|a, b| a.name.cmp(&b.name));
        vars
    }

    /// Octave's `variables in scope:` line: the top scope for scripts and
    /// the prompt, `NAME: FILE` in a function.
    fn scope_name(&self, code: Option<&Code>) -> String {
        let Some(code) = code else {
            return "top scope".into();
        };
        let mut f = self.prog.func(code.func);
        if let mir::ir::FunctionKind::Eval { host } = f.kind {
            f = self.prog.func(host);
        }
        match f.kind {
            mir::ir::FunctionKind::Named => {
                format!("{}: {}", f.name, self.file_path(f.file))
            }
            _ => "top scope".into(),
        }
    }

    /// The absolute path of a source file, as Octave shows paths it found.
    fn file_path(&self, file: mir::ir::FileId) -> String {
        let p = &self.prog.files[file.index()].path;
        std::fs::canonicalize(p)
            .unwrap_or_else(|_| p.clone())
            .display()
            .to_string()
    }

    /// `whos [PATTERN...]`: the variables with their size, bytes and class,
    /// in Octave's table; with an output, Octave's struct array of them.
    pub(crate) fn whos_call(
        &mut self,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        let scope = self.scope_name(frame.as_ref().map(|(c, _)| *c));
        let mut vars = self.workspace_vars(frame);
        let patterns: Vec<String> = args.iter().filter_map(|a| a.as_string()).collect();
        if !patterns.is_empty() {
            vars.retain(|v| {
                patterns
                    .iter()
                    .any(|p| runtime::builtins::files::glob(p, &v.name))
            });
        }
        if nargout > 0 {
            return Ok(vec![whos_struct(&vars, &scope)]);
        }
        if !vars.is_empty() {
            let text = format!(
                "Variables visible from the current scope:\n\nvariables in scope: {scope}\n\n{}\n",
                whos_table(&vars)
            );
            self.ctx.print(&text);
        }
        Ok(vec![])
    }

    /// What `name` is: a variable of the frame, a function typed at the
    /// prompt, a file on the path, a builtin, or nothing.
    fn find_name(&mut self, frame: Option<&(&Code, &mut Frame)>, name: &str) -> Option<Found> {
        if let Some((code, fr)) = frame {
            let f = self.prog.func(code.func);
            if let Some(k) = f.vars.iter().position(|v| v.name == name) {
                if self.slot_value(fr, k).is_some() {
                    return Some(Found::Variable);
                }
            }
        }
        if let Some((file, script)) = self.loader.find_file(&mut self.prog, name) {
            let path = &self.prog.files[file.index()].path;
            if path.as_os_str() == "<eval>" {
                return Some(Found::CommandLine);
            }
            return Some(Found::File {
                path: self.file_path(file),
                script,
            });
        }
        is_builtin_name(name).then_some(Found::Builtin)
    }

    /// `which NAME...`: what each name is; with an output, the file of the
    /// first (`variable` for a variable, empty for a builtin).
    pub(crate) fn which_call(
        &mut self,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        let mut names = Vec::new();
        for a in &args {
            match a.as_string() {
                Some(n) => names.push(n),
                None => return Err(MatError::msg("which: all arguments must be strings").into()),
            }
        }
        let found: Vec<(String, Option<Found>)> = names
            .into_iter()
            .map(|n| {
                let f = self.find_name(frame.as_ref(), &n);
                (n, f)
            })
            .collect();
        if nargout > 0 {
            let files: Vec<Value> = found
                .iter()
                .map(|(_, f)| {
                    char_value(match f {
                        Some(Found::Variable) => "variable",
                        Some(Found::File { path, .. }) => path,
                        _ => "",
                    })
                })
                .collect();
            return Ok(vec![if files.len() == 1 {
                files.into_iter().next().unwrap_or_default()
            } else {
                let n = files.len();
                Value::cell(Tensor::new(Dims::rc(1, n), files))
            }]);
        }
        let mut text = String::new();
        for (n, f) in &found {
            match f {
                Some(Found::Variable) => text.push_str(&format!("'{n}' is a variable\n")),
                Some(Found::CommandLine) => {
                    text.push_str(&format!("'{n}' is a command-line function\n"))
                }
                Some(Found::File { path, script }) => {
                    let kind = if *script { "script" } else { "function" };
                    text.push_str(&format!("'{n}' is a {kind} from the file {path}\n"));
                }
                Some(Found::Builtin) => text.push_str(&format!("'{n}' is a built-in function\n")),
                None => {}
            }
        }
        self.ctx.print(&text);
        Ok(vec![])
    }

    /// `type NAME...`: the source of a function or script file (one of the
    /// MATLAB library's included), a variable's value, or what a builtin
    /// is, worded as Octave's `type`; `-q` leaves out the heading; with an
    /// output, a cell of the texts.
    pub(crate) fn type_call(
        &mut self,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        if args.is_empty() {
            return Err(MatError::invalid_call("type").into());
        }
        let mut names = Vec::new();
        for a in &args {
            match a {
                Value::Char(_) => names.push(a.as_string().unwrap_or_default()),
                _ => return Err(MatError::msg("type: input arguments must be strings").into()),
            }
        }
        let quiet_flag =
            |n: &String| n.eq_ignore_ascii_case("-q") || n.eq_ignore_ascii_case("-quiet");
        let quiet = names.iter().any(quiet_flag);
        names.retain(|n| !quiet_flag(n));
        let mut texts = Vec::new();
        for name in &names {
            let found = self.find_name(frame.as_ref(), name);
            let text = match found {
                Some(Found::Variable) => {
                    let (code, fr) = frame.as_ref().expect("a variable has a frame");
                    let f = self.prog.func(code.func);
                    let k = f.vars.iter().position(|v| &v.name == name);
                    let value = k.and_then(|k| self.slot_value(fr, k)).unwrap_or_default();
                    let desc = runtime::display::disp_value(&self.ctx, &value);
                    if quiet {
                        desc
                    } else {
                        format!("{name} is a variable\n{desc}")
                    }
                }
                Some(Found::File { path, .. }) => {
                    let (file, _) = self
                        .loader
                        .find_file(&mut self.prog, name)
                        .expect("found before");
                    let contents = self.prog.files[file.index()].text.clone();
                    if quiet {
                        contents
                    } else {
                        format!("{name} is the user-defined function defined from: {path}\n\n{contents}")
                    }
                }
                Some(Found::CommandLine) => {
                    format!("{name} is a command-line function with no definition")
                }
                Some(Found::Builtin) => format!("{name} is a built-in function"),
                None if std::path::Path::new(name).is_file() => std::fs::read(name)
                    .map(|b| syntax::decode(&b))
                    .map_err(|e| {
                        MatError::msg(format!("type: couldn't open '{name}' for reading: {e}"))
                    })?,
                None if syntax::lexer::is_keyword(name) => format!("{name} is a keyword"),
                None if OPERATORS.contains(&name.as_str()) => format!("{name} is an operator"),
                None => return Err(MatError::msg(format!("type: '{name}' undefined")).into()),
            };
            texts.push(text);
        }
        if nargout > 0 {
            let n = texts.len();
            let cells = texts.iter().map(|t| char_value(t)).collect();
            return Ok(vec![Value::cell(Tensor::new(Dims::rc(1, n), cells))]);
        }
        for t in texts {
            self.ctx.print(&format!("{t}\n"));
        }
        Ok(vec![])
    }

    /// The help text of the function or script file `name` (its leading
    /// comment block), or Octave's error when there is none.
    fn file_help(&mut self, name: &str) -> Option<(String, Option<String>)> {
        let (file, script) = self.loader.find_file(&mut self.prog, name)?;
        let sf = &self.prog.files[file.index()];
        let text = help_text(&sf.text);
        let from = if sf.path.as_os_str() == "<eval>" {
            format!("'{name}' is a command-line function")
        } else {
            let kind = if script { "script" } else { "function" };
            format!(
                "'{name}' is a {kind} from the file {}",
                self.file_path(file)
            )
        };
        Some((from, text))
    }

    /// `help NAME`: the leading comment block of a function or script on
    /// the path; for a builtin, Octave's usage lines.
    pub(crate) fn help_call(&mut self, args: Vec<Value>, nargout: usize) -> ExecResult<Vec<Value>> {
        let Some(first) = args.first() else {
            if nargout > 0 {
                return Ok(vec![char_value(HELP_OVERVIEW)]);
            }
            self.ctx.print(HELP_OVERVIEW);
            return Ok(vec![]);
        };
        let name = first
            .as_string()
            .ok_or_else(|| MatError::msg("help: NAME must be a string"))?;
        let file_named = name
            .strip_suffix(".m")
            .and_then(|stem| self.loader.find_file(&mut self.prog, stem));
        let (from, text) = if let Some((from, text)) = self.file_help(&name) {
            (from, text)
        } else if let Some((file, _)) = file_named {
            // `help myfun.m`: the file itself, whatever it defines.
            let text = help_text(&self.prog.files[file.index()].text);
            (
                format!("'{name}' is the file {}", self.file_path(file)),
                text,
            )
        } else if is_builtin_name(&name) {
            // Octave's text of a builtin ends without the blank line of an
            // m-file's comment block.
            let text = usage::usage(&name).map(|lines| lines.join("\n"));
            (format!("'{name}' is a built-in function"), text)
        } else {
            return Err(MatError::msg(format!("help: '{name}' not found")).into());
        };
        let Some(text) = text else {
            return Err(MatError::msg(format!("help: '{name}' is not documented")).into());
        };
        if nargout > 0 {
            return Ok(vec![char_value(&text)]);
        }
        self.ctx
            .print(&format!("{from}\n\n{text}\n\n{}\n", usage::ADDITIONAL_HELP));
        Ok(vec![])
    }

    /// `[TEXT, FORMAT] = get_help_text(NAME)`: the help text `help` shows
    /// and its format (`plain text`; matc's help is never Texinfo), or an
    /// empty text with `Not documented` or `Not found`.
    pub(crate) fn get_help_text_call(&mut self, args: &[Value]) -> ExecResult<Vec<Value>> {
        let Some(name) = args[0].as_string().filter(|_| args[0].is_char()) else {
            return Err(MatError::msg("get_help_text: NAME must be a string").into());
        };
        let text = match self.file_help(&name) {
            Some((_, text)) => Some(text),
            None if is_builtin_name(&name) => {
                Some(usage::usage(&name).map(|lines| lines.join("\n")))
            }
            None => None,
        };
        Ok(help_text_and_format(text))
    }

    /// `[TEXT, FORMAT] = get_help_text_from_file(FILE)`: as `get_help_text`,
    /// for the m-file `FILE`.
    pub(crate) fn get_help_text_from_file_call(
        &mut self,
        args: &[Value],
    ) -> ExecResult<Vec<Value>> {
        let Some(path) = args[0].as_string().filter(|_| args[0].is_char()) else {
            return Err(MatError::msg("get_help_text_from_file: NAME must be a string").into());
        };
        let source = std::fs::read(&path).ok();
        let text = source.map(|bytes| help_text(&String::from_utf8_lossy(&bytes)));
        Ok(help_text_and_format(text))
    }

    /// `print_usage()` in function NAME: Octave's `Invalid call to NAME`
    /// with the first paragraph of its help text; a function without help
    /// text, or that is not its file's (a local one), is not found, as in
    /// Octave.
    pub(crate) fn print_usage_error(&mut self, name: &str) -> MatError {
        let para = self.file_help(name).and_then(|(_, text)| text).map(|t| {
            let lines: Vec<&str> = t.lines().take_while(|l| !l.trim().is_empty()).collect();
            lines.join("\n")
        });
        match para {
            Some(p) if !p.is_empty() => MatError::new(
                "Octave:invalid-fun-call",
                usage::invalid_call_with(name, &format!("{p} ")),
            ),
            _ => MatError::msg(format!("print_usage: '{name}' not found")),
        }
    }
}

/// The operators `type` names as such (Octave's `__operators__`).
const OPERATORS: &[&str] = &[
    "!", "~", "!=", "~=", "\"", "#", "%", "&", "&&", "'", "(", ")", "*", "^", "+", "++", ",", "-",
    "--", ".'", ".*", ".^", "./", "/", ".\\", "\\", ":", ";", "<", "<=", "=", "==", ">", ">=", "[",
    "]", "|", "||",
];

/// What `help` alone prints: Octave's overview, saying what matc has in
/// place of Octave's manual (`doc`) and web site.
const HELP_OVERVIEW: &str = "
  For help with individual commands and functions type

    help NAME

  (replace NAME with the name of the command or function you would
  like to learn more about).  For a function or script file on the
  path it shows the file's leading comment block; for a built-in
  function, its usage lines from GNU Octave's manual.

  Type 'which NAME' to see where NAME is defined, 'who' or 'whos' to
  list the variables.  matc has no manual to read from the prompt
  (Octave's 'doc'): README.md lists what it supports.

";

/// `get_help_text`'s two outputs for a function that is not found
/// (`None`), has no help text (`Some(None)`) or has one.
fn help_text_and_format(text: Option<Option<String>>) -> Vec<Value> {
    let (text, format) = match text {
        None => (String::new(), "Not found"),
        Some(None) => (String::new(), "Not documented"),
        Some(Some(text)) => (text, "plain text"),
    };
    vec![char_value(&text), char_value(format)]
}

/// The help text of an m-file: its first comment block, before the first
/// `function` line or right after it, with the comment characters removed;
/// a block that starts with `Copyright` is a license, not help.
pub fn help_text(source: &str) -> Option<String> {
    let comment = |line: &str| {
        let t = line.trim_start();
        (t.starts_with('%') || t.starts_with('#'))
            .then(|| t.trim_start_matches(['%', '#']).to_string())
    };
    // Lines keep a carriage return of the file's: Octave prints it too.
    let mut lines = source.split('\n').peekable();
    let mut seen_function = false;
    loop {
        // Blank lines between blocks; code other than a first `function`
        // line ends the search.
        while lines.peek().is_some_and(|l| l.trim().is_empty()) {
            lines.next();
        }
        let line = lines.next()?;
        if comment(line).is_none() {
            let t = line.trim_start();
            let is_function = t.starts_with("function")
                && !t["function".len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_');
            if seen_function || !is_function {
                return None;
            }
            seen_function = true;
            continue;
        }
        let mut block: Vec<String> = comment(line).into_iter().collect();
        while let Some(text) = lines.next_if(|l| comment(l).is_some()).and_then(comment) {
            block.push(text);
        }
        if block
            .first()
            .is_some_and(|l| l.trim_start().starts_with("Copyright"))
        {
            continue;
        }
        return Some(block.iter().map(|l| format!("{l}\n")).collect());
    }
}

/// The size `whos` shows: a `containers.Map` is its count of keys by one,
/// as its `size` says.
fn whos_dims(v: &Value) -> Dims {
    match runtime::builtins::maps::as_map(v) {
        Some(m) => Dims::rc(m.count(), 1),
        None => v.dims(),
    }
}

/// The number of bytes Octave counts for a value in `whos`: a range of
/// doubles is stored as its base, increment and limit, a diagonal matrix
/// as its diagonal.
fn byte_size(v: &Value) -> usize {
    if let (Form::Range(_), Value::Double(_)) = (v.form(), v) {
        if v.numel() > 1 {
            return 24;
        }
    }
    match v {
        Value::Diag(d) => byte_size(&d.diag),
        // Octave keeps a permutation as one index per column.
        Value::Perm(p) => 8 * p.len(),
        Value::Num(_) => 8,
        Value::Bool(_) => 1,
        Value::Complex(_) => 16,
        Value::Double(t) => 8 * t.numel(),
        Value::Single(t) => 4 * t.numel(),
        Value::ComplexDouble(t) => 16 * t.numel(),
        Value::ComplexSingle(t) => 8 * t.numel(),
        Value::Int8(t) => t.numel(),
        Value::Int16(t) => 2 * t.numel(),
        Value::Int32(t) => 4 * t.numel(),
        Value::Int64(t) => 8 * t.numel(),
        Value::UInt8(t) => t.numel(),
        Value::UInt16(t) => 2 * t.numel(),
        Value::UInt32(t) => 4 * t.numel(),
        Value::UInt64(t) => 8 * t.numel(),
        Value::Logical(t) => t.numel(),
        Value::Char(t) => t.numel(),
        Value::Cell(t) => t.data.iter().map(byte_size).sum(),
        Value::Struct(s) => s.vals.iter().map(byte_size).sum(),
        // Octave counts neither handles nor objects.
        Value::Func(_) | Value::Object(_) => 0,
        // Octave's count: each stored element with its row index, and the
        // column pointers.
        Value::Sparse(sp) => {
            let elem = match sp.data {
                runtime::value::sparse::SpData::Real(_) => 8,
                runtime::value::sparse::SpData::Complex(_) => 16,
                runtime::value::sparse::SpData::Bool(_) => 1,
            };
            sp.nnz() * (elem + 8) + (sp.cols + 1) * 8
        }
    }
}

/// Octave's `whos` table (its default `whos_line_format`, `  %la:5; %ln:6;
/// %cs:16:6:1;  %rb:12;  %lc:-1;`): header, rule, a line per variable and
/// the total.
fn whos_table(vars: &[VarInfo]) -> String {
    let dims: Vec<String> = vars
        .iter()
        .map(|v| whos_dims(&v.value).to_string())
        .collect();
    let bytes: Vec<usize> = vars.iter().map(|v| byte_size(&v.value)).collect();
    let name_w = vars.iter().map(|v| v.name.len()).max().unwrap_or(0).max(6);
    let bytes_w = bytes
        .iter()
        .map(|b| b.to_string().len())
        .max()
        .unwrap_or(0)
        .max(12);
    // The size column aligns the `x`: at least 6 places before it, and
    // 15 from it to the column's end.
    let before_x = dims
        .iter()
        .map(|d| d.find('x').unwrap_or(d.len()))
        .max()
        .unwrap_or(0)
        .max(6);
    let from_x = dims
        .iter()
        .map(|d| d.len() - d.find('x').unwrap_or(d.len()))
        .max()
        .unwrap_or(0)
        .max(15);
    let size_w = before_x + from_x;
    let size_head = |word: &str| {
        let pad = before_x - 1;
        format!(
            "{:pad$}{word}{:rest$}",
            "",
            "",
            rest = size_w - pad - word.len()
        )
    };
    let mut out = format!(
        "  {:<6} {:<name_w$} {}  {:>bytes_w$}  Class\n",
        "Attr",
        "Name",
        size_head("Size"),
        "Bytes"
    );
    out.push_str(&format!(
        "  {:<6} {:<name_w$} {}  {:>bytes_w$}  ===== \n",
        "====",
        "====",
        size_head("===="),
        "====="
    ));
    let (mut elements, mut total) = (0, 0);
    for ((v, d), b) in vars.iter().zip(&dims).zip(&bytes) {
        let attr: String = [
            (v.value.is_complex(), 'c'),
            (matches!(v.value, Value::Sparse(_)), 's'),
            (v.formal, 'f'),
            (v.global, 'g'),
            (v.persistent, 'p'),
        ]
        .iter()
        .map(|&(on, c)| if on { c } else { ' ' })
        .collect();
        let front = before_x - d.find('x').unwrap_or(d.len());
        let back = size_w.saturating_sub(d.len() + front);
        out.push_str(&format!(
            "  {attr:<6} {:<name_w$} {:front$}{d}{:back$}  {b:>bytes_w$}  {}\n",
            v.name,
            "",
            "",
            v.value.class_name_full()
        ));
        elements += whos_dims(&v.value).numel();
        total += b;
    }
    out.push_str(&format!(
        "\nTotal is {elements} element{} using {total} byte{}\n",
        if elements == 1 { "" } else { "s" },
        if total == 1 { "" } else { "s" }
    ));
    out
}

/// `s = whos`: Octave's struct array, one element per variable.
fn whos_struct(vars: &[VarInfo], scope: &str) -> Value {
    let fields = [
        "name",
        "size",
        "bytes",
        "class",
        "global",
        "sparse",
        "complex",
        "nesting",
        "persistent",
    ];
    let mut s = StructArray::with_fields(
        Dims::rc(vars.len(), 1),
        fields.iter().map(|f| f.to_string()).collect(),
    );
    for (k, v) in vars.iter().enumerate() {
        let dims: Vec<f64> = whos_dims(&v.value)
            .as_slice()
            .iter()
            .map(|&d| d as f64)
            .collect();
        let mut nesting =
            StructArray::with_fields(Dims::rc(1, 1), vec!["function".into(), "level".into()]);
        *nesting.get_mut(0, 0) = char_value(scope);
        *nesting.get_mut(0, 1) = Value::Num(1.0);
        let vals = [
            char_value(&v.name),
            Value::row_f64(dims),
            Value::Num(byte_size(&v.value) as f64),
            char_value(v.value.class_name_full()),
            Value::Bool(v.global),
            Value::Bool(matches!(v.value, Value::Sparse(_))),
            Value::Bool(v.value.is_complex()),
            Value::structure(nesting),
            Value::Bool(v.persistent),
        ];
        for (j, x) in vals.into_iter().enumerate() {
            *s.get_mut(k, j) = x;
        }
    }
    Value::structure(s)
}

impl Interp {
    /// `isglobal(NAME)`: whether the calling frame has declared `NAME`
    /// global by now.
    pub(crate) fn isglobal_call(
        &mut self,
        frame: Option<(&Code, &mut Frame)>,
        args: &[Value],
    ) -> ExecResult<Vec<Value>> {
        let Some(name) = args[0].as_string().filter(|_| args[0].is_char()) else {
            return Err(MatError::msg("isglobal: NAME must be a string").into());
        };
        let global = frame.is_some_and(|(code, fr)| {
            let f = self.prog.func(code.func);
            f.vars
                .iter()
                .zip(&fr.bind)
                .any(|(v, &b)| v.name == name && crate::interp::is_global_binding(b))
        });
        Ok(vec![Value::Bool(global)])
    }

    /// `isargout(K)`: whether the caller asked for output `K` (the first
    /// counts as asked for with no outputs, where `ans` takes it). An
    /// output the caller ignores with `~` counts as asked for: matc's calls
    /// do not pass which outputs are ignored.
    pub(crate) fn isargout_call(
        &mut self,
        frame: Option<(&Code, &mut Frame)>,
        args: &[Value],
    ) -> ExecResult<Vec<Value>> {
        let Some((_, fr)) = frame else {
            return Err(MatError::msg("isargout: invalid use at top level").into());
        };
        let bad = || MatError::msg("isargout: K must be a positive integer");
        let ks = args[0].to_f64_vec().map_err(|_| bad())?;
        if !args[0].is_numeric() || ks.iter().any(|&k| k < 1.0 || k != k.trunc()) {
            return Err(bad().into());
        }
        let asked = fr.nargout.max(1) as f64;
        let data = ks.iter().map(|&k| k <= asked).collect();
        Ok(vec![Value::logical(Tensor::new(args[0].dims(), data))])
    }

    /// `localfunctions()`: handles to the local functions of the calling
    /// function's file, a column in file order (0x0 when there are none).
    pub(crate) fn localfunctions_call(&mut self, frame: Option<(&Code, &mut Frame)>) -> Value {
        let file = frame.map(|(code, _)| self.prog.func(code.func).file);
        let found = match file {
            Some(file) => self.loader.local_functions(&mut self.prog, file),
            None => Vec::new(),
        };
        let handles: Vec<Value> = found
            .into_iter()
            .map(|(name, id)| {
                Value::func(runtime::value::FuncHandle {
                    name,
                    anonymous: false,
                    target: Some(id.0),
                    captures: vec![],
                    capture_names: vec![],
                    inline: false,
                })
            })
            .collect();
        let n = handles.len();
        Value::cell(Tensor::new(Dims::rc(n, usize::from(n > 0)), handles))
    }
}
