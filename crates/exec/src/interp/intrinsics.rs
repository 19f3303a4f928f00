//! Builtins that need the interpreter: calling back into user code, errors
//! and warnings, `eval`, `exist`, handles and argument-count checks.

use runtime::value::{FuncHandle, StructArray, Tensor};
use runtime::{Dims, MatError, Value};

use crate::code::{char_value, Code, Intrinsic};
use crate::interp::{error_from_value, error_value, find_word, Exc, ExecResult, Frame, Interp};

/// The operator an operator-named function (`plus`, `not`, ...) applies.
fn operator_of(i: Intrinsic) -> Option<Result<syntax::ast::BinOp, syntax::ast::UnOp>> {
    use syntax::ast::{BinOp as B, UnOp as U};
    Some(match i {
        Intrinsic::Plus => Ok(B::Add),
        Intrinsic::Minus => Ok(B::Sub),
        Intrinsic::Times => Ok(B::Mul),
        Intrinsic::Ldivide => Ok(B::LeftDiv),
        Intrinsic::Rdivide => Ok(B::Div),
        Intrinsic::Mpower => Ok(B::MatPow),
        Intrinsic::Eq => Ok(B::Eq),
        Intrinsic::Ne => Ok(B::Ne),
        Intrinsic::Lt => Ok(B::Lt),
        Intrinsic::Le => Ok(B::Le),
        Intrinsic::Gt => Ok(B::Gt),
        Intrinsic::Ge => Ok(B::Ge),
        Intrinsic::And => Ok(B::And),
        Intrinsic::Or => Ok(B::Or),
        Intrinsic::Not => Err(U::Not),
        Intrinsic::Uminus => Err(U::Neg),
        Intrinsic::Uplus => Err(U::Plus),
        _ => return None,
    })
}

/// `@(x) x + 1` as Octave's `func2str` prints it: the parameter list, one
/// space, then the body.
pub fn normalize_anon_text(text: &str) -> String {
    let t = text.trim();
    let Some(rest) = t.strip_prefix('@') else {
        return t.to_string();
    };
    let rest = rest.trim_start();
    if !rest.starts_with('(') {
        return t.to_string();
    }
    let mut depth = 0;
    for (i, c) in rest.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    let params: String = rest[1..i]
                        .split(',')
                        .map(|p| p.trim())
                        .collect::<Vec<_>>()
                        .join(", ");
                    let body = rest[i + 1..].trim();
                    return format!("@({params}) {}", crate::unparse::normalize_expr(body));
                }
            }
            _ => {}
        }
    }
    t.to_string()
}

pub(crate) fn str_arg(v: &Value) -> Option<String> {
    v.as_string().or_else(|| {
        if v.is_char() && v.is_empty() {
            Some(String::new())
        } else {
            None
        }
    })
}

/// `id:part` shaped (an error/warning identifier rather than a message).
fn looks_like_id(s: &str) -> bool {
    s.contains(':')
        && !s.starts_with(':')
        && !s.ends_with(':')
        && !s.chars().any(|c| c.is_whitespace() || c == '%')
        && s.split(':').all(|p| !p.is_empty())
}

/// A warning switch as it was before `warning(state, id, 'local')` in the
/// function running at `depth`.
pub(crate) struct LocalWarning {
    depth: usize,
    id: String,
    before: runtime::ctx::WarningState,
}

impl Interp {
    /// Formats `fmt` with `args` as `sprintf` does.
    pub fn sprintf(&mut self, fmt: &Value, args: &[Value]) -> ExecResult<String> {
        let f = runtime::builtins::lookup("sprintf")
            .ok_or_else(|| Exc::Error(MatError::undefined("sprintf")))?;
        let mut a = vec![fmt.clone()];
        a.extend_from_slice(args);
        let r = f.call(&mut self.ctx, &a, 1)?;
        Ok(r.first().and_then(|v| v.to_str()).unwrap_or_default())
    }

    /// (identifier, message) of `error(...)`/`warning(...)` arguments.
    fn message_args(&mut self, who: &str, args: &[Value]) -> ExecResult<(String, String)> {
        if args.is_empty() {
            return Err(MatError::invalid_call(who).into());
        }
        let first = str_arg(&args[0])
            .ok_or_else(|| MatError::msg(format!("{who}: FMT must be a string")))?;
        if args.len() == 1 {
            if looks_like_id(&first) && who == "error" {
                return Err(MatError::msg(format!(
                    "call to error with message identifier '{first}' requires message"
                ))
                .into());
            }
            return Ok((String::new(), first));
        }
        if looks_like_id(&first) {
            let msg = self.sprintf(&args[1], &args[2..])?;
            return Ok((first, msg));
        }
        let msg = self.sprintf(&args[0], &args[1..])?;
        Ok((String::new(), msg))
    }

    /// Runs `run` with what it prints going to a buffer of its own instead
    /// of stdout (`evalc`), and gives back that text.
    pub(crate) fn capture_output(
        &mut self,
        run: impl FnOnce(&mut Self) -> ExecResult<()>,
    ) -> ExecResult<String> {
        self.flush();
        let saved = std::mem::take(&mut self.ctx.out);
        self.capturing += 1;
        let r = run(self);
        self.capturing -= 1;
        let text = std::mem::replace(&mut self.ctx.out, saved);
        r?;
        Ok(String::from_utf8_lossy(&text).into_owned())
    }

    pub(crate) fn intrinsic_noframe(
        &mut self,
        i: Intrinsic,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        self.intrinsic_impl(i, None, args, nargout)
    }

    pub(crate) fn intrinsic(
        &mut self,
        i: Intrinsic,
        code: &Code,
        fr: &mut Frame,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        self.intrinsic_impl(i, Some((code, fr)), args, nargout)
    }

    /// `plus(a, b, ...)`, `not(a)` and the other operator functions.
    fn operator_call(&mut self, i: Intrinsic, args: Vec<Value>) -> ExecResult<Vec<Value>> {
        let name = i.name();
        if i == Intrinsic::Xor {
            // xor.m folds over its arguments; operands of incompatible
            // sizes get xor's own message.
            if args.len() < 2 {
                return Err(MatError::invalid_call(name).into());
            }
            use syntax::ast::BinOp as B;
            let mut it = args.into_iter();
            let mut acc = it.next().unwrap_or_else(Value::empty);
            for y in it {
                let step = |x: Value, y: Value| -> ExecResult<Value> {
                    // Operands of one size (or a scalar) go through `logical`.
                    if x.is_scalar() || y.is_scalar() || x.dims() == y.dims() {
                        for v in [&x, &y] {
                            let numeric =
                                v.is_numeric() || v.class() == runtime::value::Class::Logical;
                            if !numeric {
                                return Err(MatError::msg(format!(
                                    "logical: wrong type argument '{}'",
                                    runtime::builtins::args::octave_type_name(v)
                                ))
                                .into());
                            }
                        }
                    }
                    let either = crate::rt::binary(B::Or, x.clone(), y.clone())?;
                    let both = crate::rt::binary(B::And, x, y)?;
                    let not_both = crate::rt::unary(syntax::ast::UnOp::Not, both)?;
                    Ok(crate::rt::binary(B::And, either, not_both)?)
                };
                acc = step(acc, y).map_err(|e| match e {
                    Exc::Error(e) if e.identifier == "Octave:nonconformant-args" => Exc::Error(
                        MatError::msg("xor: X and Y must be of compatible size or scalars"),
                    ),
                    e => e,
                })?;
            }
            return Ok(vec![acc]);
        }
        match operator_of(i) {
            Some(Err(u)) => {
                if args.len() != 1 {
                    return Err(MatError::invalid_call(name).into());
                }
                let a = args.into_iter().next().unwrap_or_else(Value::empty);
                Ok(vec![crate::rt::unary(u, a)?])
            }
            Some(Ok(b)) => {
                // plus, times, and, or fold over more than two arguments, as in Octave.
                let folds = matches!(
                    i,
                    Intrinsic::Plus | Intrinsic::Times | Intrinsic::And | Intrinsic::Or
                );
                if args.len() < 2 || (args.len() > 2 && !folds) {
                    return Err(MatError::invalid_call(name).into());
                }
                let mut it = args.into_iter();
                let mut acc = it.next().unwrap_or_else(Value::empty);
                for x in it {
                    acc = crate::rt::binary(b, acc, x)?;
                }
                Ok(vec![acc])
            }
            None => Err(MatError::invalid_call(name).into()),
        }
    }

    fn intrinsic_impl(
        &mut self,
        i: Intrinsic,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        use Intrinsic::*;
        let name = i.name();
        runtime::builtins::check_arity(name, i.arity(), args.len(), nargout)?;
        runtime::sandbox::admit(&self.ctx, name, &args)?;
        if i == Xor || operator_of(i).is_some() {
            return self.operator_call(i, args);
        }
        match i {
            Feval => self.feval_call(args, nargout),
            Cellfun => self.cellfun(args, nargout, true),
            Accumarray => self.accumarray(args).map(|v| vec![v]),
            Spfun => self.spfun(args).map(|v| vec![v]),
            Arrayfun => self.cellfun(args, nargout, false),
            Structfun => self.structfun_call(args, nargout),
            Error => self.error_call(args),
            Warning => self.warning(args, nargout),
            Rethrow | Throw => {
                let v = args
                    .first()
                    .ok_or_else(|| MatError::invalid_call(i.name()))?;
                if v.as_struct().is_none() {
                    return Err(MatError::msg(format!("{}: ERR must be a struct", i.name())).into());
                }
                Err(error_from_value(v).into())
            }
            Lasterr => self.lasterr_call(args, nargout),
            Lasterror => self.lasterror_call(args),
            Lastwarn => self.lastwarn_call(args, nargout),
            MException => {
                if args.len() < 2 {
                    return Err(MatError::invalid_call("MException").into());
                }
                let id = str_arg(&args[0]).unwrap_or_default();
                let msg = self.sprintf(&args[1], &args[2..])?;
                Ok(vec![error_value(&MatError::new(id, msg))])
            }
            GetReport => {
                let v = args
                    .first()
                    .ok_or_else(|| MatError::invalid_call("getReport"))?;
                let e = error_from_value(v);
                Ok(vec![char_value(&format!("error: {}", e.message))])
            }
            PrintUsage => {
                let name = self
                    .stack
                    .last()
                    .map(|(f, _)| self.prog.func(*f).name.clone())
                    .unwrap_or_default();
                Err(self.print_usage_error(&name).into())
            }
            Eval => self.eval_call(args),
            Load => self.load_call(frame, args, nargout),
            Save => self.save_call(frame, args),
            Who => self.who_call(frame, args, nargout),
            Isglobal => self.isglobal_call(frame, &args),
            Methods | Ismethod | Properties => self.class_listing_call(name, &args, nargout),
            Isargout => self.isargout_call(frame, &args),
            Localfunctions => Ok(vec![self.localfunctions_call(frame)]),
            Whos => self.whos_call(frame, args, nargout),
            Which => self.which_call(frame, args, nargout),
            Help => self.help_call(args, nargout),
            GetHelpText => self.get_help_text_call(&args),
            GetHelpTextFromFile => self.get_help_text_from_file_call(&args),
            Type => self.type_call(frame, args, nargout),
            Addpath => self.addpath_call(args, nargout),
            Rmpath => self.rmpath_call(args, nargout),
            Path => self.path_call(args, nargout),
            Pathdef => self.pathdef_call(),
            Restoredefaultpath => self.restoredefaultpath_call(),
            Rehash => self.rehash_call(),
            Evalin => self.evalin_call(frame.map(|(_, f)| f), args, nargout),
            Assignin => self.assignin_call(frame.map(|(_, f)| f), args),
            Inline => self.inline_call(args),
            Formula => self.formula_call(args),
            Argnames => self.argnames_call(args),
            Vectorize => self.vectorize_call(args),
            Exist => self.exist_call(frame, args),
            Clear | Clearvars => self.clear_call(frame, args),
            Isvarname => {
                let ok = args
                    .first()
                    .and_then(|v| v.as_string())
                    .map(|s| is_varname(&s))
                    .unwrap_or(false);
                Ok(vec![Value::Bool(ok)])
            }
            Func2str => match args.first() {
                Some(Value::Func(h)) => Ok(vec![char_value(&h.name)]),
                _ => Err(MatError::msg(
                    "func2str: FCN_HANDLE argument must be a valid function handle",
                )
                .into()),
            },
            Str2func => {
                let s = args
                    .first()
                    .and_then(str_arg)
                    .ok_or_else(|| MatError::msg("str2func: FCN_NAME must be a string"))?;
                self.str2func(&s).map(|v| vec![v])
            }
            Nargin | Nargout => self.nargin_nargout_call(i, frame, args),
            Nargoutchk if matches!(args.len(), 3 | 4) => {
                Ok(vec![runtime::builtins::diag::nargoutchk_message(&args)?])
            }
            Narginchk | Nargoutchk => self.narginchk_call(i, frame, args),
            Builtin => self.builtin_call(args, nargout),
            Atexit => self.atexit_call(&args, nargout),
            Exit | Quit => {
                let code = args.first().and_then(|v| v.scalar_f64()).unwrap_or(0.0) as i32;
                Err(Exc::Exit(code))
            }
            IsFunctionHandle => Ok(vec![Value::Bool(matches!(
                args.first(),
                Some(Value::Func(_))
            ))]),
            Inputname => self.inputname_call(args),
            Plus | Minus | Times | Ldivide | Rdivide | Mpower | Eq | Ne | Lt | Le | Gt | Ge
            | And | Or | Xor | Not | Uminus | Uplus => self.operator_call(i, args),
            Evalc => {
                let code = args
                    .first()
                    .and_then(str_arg)
                    .ok_or_else(|| MatError::msg("evalc: TRY must be a string"))?;
                let text = self.capture_output(|me| me.eval_snippet(&code).map(|_| ()))?;
                Ok(vec![crate::code::char_value(&text)])
            }
            Bsxfun => {
                // Operators and elementwise functions broadcast already: bsxfun(f, A, B) is f(A, B).
                if args.len() != 3 {
                    return Err(MatError::invalid_call("bsxfun").into());
                }
                let mut args = args;
                let f = args.remove(0);
                self.call_value(&f, args, 1)
            }
            Str2num => self.str2num_call(args, nargout),
            Input => self.input_call(&args),
            Dbstack => self.dbstack(&args, nargout),
            Mfilename => self.mfilename_call(frame, args),
            Nargchk => self.nargchk_call(args),
            // Octave run without a terminal prints nothing for `clc`.
            Clc => Ok(vec![]),
            Close => Ok(runtime::builtins::graphics::close(&mut self.ctx, &args)?),
            // Internal: hands a value computed by a snippet back to the interpreter.
            Mlock | Munlock | Mislocked => self.mlock_call(i, frame, args),
            // `[c{idx}] = f(...)`: `f` called with the list's length as
            // nargout; the outputs come back as a cell row.
            CsCall => self.cs_call(args),
            Capture => {
                self.captured = args.into_iter().next();
                Ok(vec![])
            }
        }
    }

    /// `atexit(FCN)` registers function FCN to run when the program ends;
    /// `atexit(FCN, false)` takes its last registration off and says
    /// whether there was one.
    fn atexit_call(&mut self, args: &[Value], nargout: usize) -> ExecResult<Vec<Value>> {
        let Some(name) = args[0].as_string().filter(|_| args[0].is_char()) else {
            return Err(MatError::msg("atexit: FCN argument must be a string").into());
        };
        let register = match args.get(1) {
            Some(flag) => flag.is_true()?,
            None => true,
        };
        if register {
            self.at_exit.push(name);
            return Ok(vec![]);
        }
        let found = self.at_exit.iter().rposition(|n| *n == name);
        if let Some(k) = found {
            self.at_exit.remove(k);
        }
        Ok(if nargout > 0 {
            vec![Value::Bool(found.is_some())]
        } else {
            vec![]
        })
    }

    /// Calls the functions `atexit` registered, the last first. One that
    /// fails is reported and the others still run, as in Octave.
    pub(crate) fn run_at_exit(&mut self) {
        while let Some(name) = self.at_exit.pop() {
            if let Err(Exc::Error(_)) = self.feval_call(vec![Value::str(&name)], 0) {
                let msg = "error: ignoring const execution_exception& while preparing to exit\n";
                self.ctx.err.extend_from_slice(msg.as_bytes());
            }
        }
    }

    /// `feval(f, ...)`: calls a function given by name or handle.
    fn feval_call(&mut self, args: Vec<Value>, nargout: usize) -> ExecResult<Vec<Value>> {
        if args.is_empty() {
            return Err(MatError::invalid_call("feval").into());
        }
        let mut args = args;
        let f = args.remove(0);
        if let Some(name) = f.as_string() {
            if !self.function_exists(&name) {
                return Err(MatError::new(
                    "Octave:undefined-function",
                    format!("feval: function '{name}' not found"),
                )
                .into());
            }
        }
        self.call_value(&f, args, nargout)
    }

    /// `structfun(f, s, ...)`.
    fn structfun_call(&mut self, args: Vec<Value>, nargout: usize) -> ExecResult<Vec<Value>> {
        // structfun(f, s) is cellfun over struct2cell(s) (one row per
        // field); non-uniform outputs go back into structs with s's
        // field names, as Octave's structfun.m does.
        if args.len() < 2 {
            return Err(MatError::invalid_call("structfun").into());
        }
        let s = args[1]
            .as_struct()
            .ok_or_else(|| MatError::msg("structfun: S must be a struct"))?
            .clone();
        // structfun.m names its options in full (`strcmpi`).
        let mut uniform = true;
        let mut opts = Vec::new();
        for kv in args[2..].chunks(2) {
            use runtime::options::{option, Spelling};
            let name = kv[0].as_string().filter(|_| kv[0].is_char());
            let known = ["UniformOutput", "ErrorHandler"];
            match (
                name.and_then(|n| option(&n, &known, Spelling::Whole)),
                kv.get(1),
            ) {
                (Some(o), Some(v)) => {
                    if o == "UniformOutput" {
                        uniform = v.is_true().unwrap_or(true);
                    }
                    opts.extend([Value::str(o), v.clone()]);
                }
                _ => return Err(MatError::msg("structfun: invalid options").into()),
            }
        }
        let mut cell_dims = vec![s.nfields()];
        cell_dims.extend_from_slice(s.dims.as_slice());
        let mut a = vec![
            args[0].clone(),
            Value::cell(Tensor::new(Dims::new(&cell_dims), s.vals.clone())),
        ];
        a.extend(opts);
        let outs = self.cellfun(a, nargout, true)?;
        if uniform {
            return Ok(outs);
        }
        Ok(outs
            .into_iter()
            .map(|o| match o {
                Value::Cell(t) => {
                    let mut r = StructArray::with_fields(s.dims.clone(), s.fields.clone());
                    r.vals = t.data.clone();
                    Value::structure(r)
                }
                other => other,
            })
            .collect())
    }

    /// `error(...)`: an error from a struct, or an identifier and a formatted message.
    fn error_call(&mut self, args: Vec<Value>) -> ExecResult<Vec<Value>> {
        if args.len() == 1 {
            if let Value::Struct(_) = &args[0] {
                let e = error_from_value(&args[0]);
                let e = MatError {
                    stack: Vec::new(),
                    ..e
                };
                return Err(e.into());
            }
        }
        // An empty message (`error('')`, `error('%s', '')`) is no
        // error (Octave and MATLAB).
        let (id, msg) = self.message_args("error", &args)?;
        if msg.is_empty() {
            return Ok(vec![]);
        }
        let mut e = MatError::new(id, msg);
        if let Some(m) = e.message.strip_suffix('\n') {
            e.message = m.to_string();
            e.no_traceback = true;
        }
        Err(e.into())
    }

    /// `lastwarn`: the last warning's message and identifier, optionally set anew.
    fn lastwarn_call(&mut self, args: Vec<Value>, nargout: usize) -> ExecResult<Vec<Value>> {
        let (msg, id) = self.ctx.warnings.last.clone().unwrap_or_default();
        if let Some(m) = args.first().and_then(str_arg) {
            let id2 = args.get(1).and_then(str_arg).unwrap_or_default();
            self.ctx.warnings.last = Some((m, id2));
        }
        Ok(if nargout >= 2 {
            vec![char_value(&msg), char_value(&id)]
        } else {
            vec![char_value(&msg)]
        })
    }

    /// `[msg, id] = lasterr ([msg[, id]])`: the last error caught, which
    /// the arguments then replace.
    fn lasterr_call(&mut self, args: Vec<Value>, nargout: usize) -> ExecResult<Vec<Value>> {
        let old = self.last_error.clone();
        if let Some(m) = args.first() {
            let text = |v: &Value| {
                str_arg(v).ok_or_else(|| MatError::msg("lasterr: all arguments must be strings"))
            };
            let id = args.get(1).map(text).transpose()?.unwrap_or_default();
            self.last_error = MatError::new(id, text(m)?);
        }
        let mut out = vec![char_value(&old.message)];
        if nargout >= 2 {
            out.push(char_value(&old.identifier));
        }
        Ok(out)
    }

    /// `lasterror ()`, `lasterror ('reset')`, `lasterror (ERR)`: the last
    /// error caught as a struct (message, identifier, stack), which `'reset'`
    /// clears and ERR replaces; the value before the call.
    fn lasterror_call(&mut self, args: Vec<Value>) -> ExecResult<Vec<Value>> {
        let old = error_value(&self.last_error);
        match args.first() {
            None => {}
            Some(v) if v.as_struct().is_some() => self.last_error = error_from_value(v),
            Some(v) if str_arg(v).as_deref() == Some("reset") => {
                self.last_error = MatError::default()
            }
            Some(_) => return Err(MatError::msg("lasterror: unrecognized string argument").into()),
        }
        Ok(vec![old])
    }

    /// `eval(try, catch)` outside a dynamic-workspace function.
    fn eval_call(&mut self, args: Vec<Value>) -> ExecResult<Vec<Value>> {
        // eval outside a dynamic-workspace function: run as a snippet with its own workspace.
        let code = args
            .first()
            .and_then(str_arg)
            .ok_or_else(|| MatError::msg("eval: TRY must be a string"))?;
        let catch = args.get(1).and_then(str_arg);
        match self.eval_snippet(&code) {
            Ok(v) => Ok(v),
            Err(Exc::Error(e)) if catch.is_some() => {
                self.last_error = e.clone();
                self.eval_snippet(&catch.unwrap_or_default())
            }
            Err(e) => Err(e),
        }
    }

    /// `exist(name, kind)`: Octave's kind numbers.
    fn exist_call(
        &mut self,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
    ) -> ExecResult<Vec<Value>> {
        let name = args
            .first()
            .and_then(str_arg)
            .ok_or_else(|| MatError::msg("exist: NAME must be a string"))?;
        let kind = args.get(1).and_then(str_arg);
        // Octave's kinds: a variable (1), a function or script file
        // (2), a folder (7), a builtin (5); `exist(NAME, KIND)` only
        // looks for that kind.
        let wants = |k: &str| kind.is_none() || kind.as_deref() == Some(k);
        if wants("var") {
            if let Some((code, fr)) = frame {
                let f = self.prog.func(code.func);
                if let Some(k) = f.vars.iter().position(|v| v.name == name) {
                    if self.slot_value(fr, k).is_some() {
                        return Ok(vec![Value::Num(1.0)]);
                    }
                }
            }
        }
        let builtin = crate::interp::is_builtin_name(&name);
        // An Octave function matc has as a builtin is an m-file
        // there; an Octave function matc lacks is reported missing
        // (0), so that `if exist('f')` does not lead to an undefined call.
        let m_file = builtin && decls::lookup(&name).is_some_and(|d| d.mfile);
        let path = std::path::Path::new(&name);
        let on_path = if wants("file") {
            self.loader
                .find_file(&mut self.prog, &name)
                .map(|(file, _)| self.prog.files[file.index()].path.as_os_str() == "<eval>")
        } else {
            None
        };
        let r = if on_path == Some(true) {
            // A function typed at the prompt: Octave's command-line function.
            103.0
        } else if wants("file") && (on_path.is_some() || m_file || path.is_file()) {
            2.0
        } else if (wants("file") || wants("dir")) && path.is_dir() {
            7.0
        } else if wants("builtin") && builtin && !m_file {
            5.0
        } else {
            0.0
        };
        Ok(vec![Value::Num(r)])
    }

    /// `nargin`/`nargout`: the caller's counts, or a function's declared ones.
    fn nargin_nargout_call(
        &mut self,
        i: Intrinsic,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
    ) -> ExecResult<Vec<Value>> {
        use Intrinsic::*;
        let Some(a) = args.first() else {
            return match frame {
                Some((_, fr)) => Ok(vec![Value::Num(
                    if i == Nargin { fr.nargin } else { fr.nargout } as f64,
                )]),
                None => Err(MatError::invalid_call(i.name()).into()),
            };
        };
        let fid = match a {
            Value::Func(h) => h.target.map(mir::ir::FuncId),
            v => match v.as_string() {
                Some(n) => self
                    .loader
                    .resolve_function(&mut self.prog, &n)
                    .ok()
                    .flatten(),
                None => None,
            },
        };
        let Some(fid) = fid else {
            let n = a.as_string().unwrap_or_default();
            return Err(MatError::msg(format!("{}: invalid function name: {n}", i.name())).into());
        };
        let f = self.prog.func(fid);
        let n = if i == Nargin {
            let k = match f.kind {
                mir::ir::FunctionKind::Anonymous { captures } => {
                    f.param_names.len().saturating_sub(captures)
                }
                _ => f.param_names.len(),
            };
            if f.has_varargin {
                -(k as f64)
            } else {
                k as f64
            }
        } else if f.has_varargout {
            -(f.output_names.len() as f64)
        } else {
            f.output_names.len() as f64
        };
        Ok(vec![Value::Num(n)])
    }

    /// `narginchk`/`nargoutchk(lo, hi)` against the caller's counts.
    fn narginchk_call(
        &mut self,
        i: Intrinsic,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
    ) -> ExecResult<Vec<Value>> {
        use Intrinsic::*;
        let Some((_, fr)) = frame else {
            return Err(MatError::invalid_call(i.name()).into());
        };
        if args.len() != 2 {
            return Err(MatError::invalid_call(i.name()).into());
        }
        let lo = args[0].scalar_f64().unwrap_or(0.0);
        let hi = args[1].scalar_f64().unwrap_or(f64::INFINITY);
        let n = if i == Narginchk {
            fr.nargin
        } else {
            fr.nargout
        } as f64;
        let what = if i == Narginchk { "input" } else { "output" };
        if i == Nargoutchk {
            // Octave's nargoutchk capitalizes its messages.
            if n < lo {
                return Err(MatError::new(
                    "Octave:invalid-fun-call",
                    "nargoutchk: Not enough output arguments",
                )
                .into());
            }
            if n > hi {
                return Err(MatError::new(
                    "Octave:invalid-fun-call",
                    "nargoutchk: Too many output arguments",
                )
                .into());
            }
            return Ok(vec![]);
        }
        if n < lo {
            return Err(MatError::new(
                "Octave:invalid-fun-call",
                format!("{}: not enough {what} arguments", i.name()),
            )
            .into());
        }
        if n > hi {
            return Err(MatError::new(
                "Octave:invalid-fun-call",
                format!("{}: too many {what} arguments", i.name()),
            )
            .into());
        }
        Ok(vec![])
    }

    /// `builtin(name, ...)`: the builtin, bypassing user functions.
    fn builtin_call(&mut self, args: Vec<Value>, nargout: usize) -> ExecResult<Vec<Value>> {
        if args.is_empty() {
            return Err(MatError::invalid_call("builtin").into());
        }
        let mut args = args;
        let name = str_arg(&args.remove(0))
            .ok_or_else(|| MatError::msg("builtin: function name (F) must be a string"))?;
        if let Some(i) = Intrinsic::from_name(&name) {
            return self.intrinsic_noframe(i, args, nargout);
        }
        match runtime::builtins::lookup(&name) {
            Some(f) => Ok(f.call(&mut self.ctx, &args, nargout)?),
            None => {
                Err(MatError::msg(format!("builtin: lookup for symbol '{name}' failed")).into())
            }
        }
    }

    /// `inputname(n, ids_only)`: the caller's text of its n-th argument.
    fn inputname_call(&mut self, args: Vec<Value>) -> ExecResult<Vec<Value>> {
        let n = args[0].scalar_f64().filter(|&n| n >= 1.0 && n == n.floor());
        if args[0].numel() != 1 || n.is_none() {
            return Err(MatError::msg("inputname: N must be a scalar index").into());
        }
        let ids_only = args.get(1).is_none_or(|v| v.is_true().unwrap_or(true));
        let name = self.call_argument_text(n.unwrap_or(1.0) as usize - 1);
        let name = match name {
            Some(t) if !ids_only => t,
            // As inputname.m: only the name of a variable of the caller.
            Some(t) if self.caller_has_variable(&t) => t,
            _ => String::new(),
        };
        if name.is_empty() {
            // `""`: 0x0, as inputname.m's.
            let empty = runtime::Tensor::new(Dims::rc(0, 0), Vec::new());
            return Ok(vec![Value::Char(std::rc::Rc::new(empty))]);
        }
        Ok(vec![Value::str(&name)])
    }

    /// `str2num(s)`: evaluates `[s]`, with whether it succeeded.
    fn str2num_call(&mut self, args: Vec<Value>, nargout: usize) -> ExecResult<Vec<Value>> {
        let text = match args.first() {
            Some(v) if v.is_char() => v.char_rows().unwrap_or_default().join(";"),
            _ => return Err(MatError::msg("str2num: S must be a string or string array").into()),
        };
        self.captured = None;
        let ok = self
            .run_snippet(&format!("__matc_capture__([{text}]);"))
            .is_ok();
        let v = if ok {
            self.captured.take().unwrap_or_else(Value::empty)
        } else {
            Value::empty()
        };
        Ok(if nargout >= 2 {
            vec![v, Value::Bool(ok)]
        } else {
            vec![v]
        })
    }

    /// `mfilename(opt)`: the running file's name or path.
    fn mfilename_call(
        &mut self,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
    ) -> ExecResult<Vec<Value>> {
        let fid = match &frame {
            Some((code, _)) => Some(code.func),
            None => self.stack.last().map(|(f, _)| *f),
        };
        let path = fid
            .map(|f| self.prog.files[self.prog.func(f).file.index()].path.clone())
            .unwrap_or_default();
        let opt = args.first().and_then(str_arg).unwrap_or_default();
        let text = match opt.as_str() {
            "fullpathext" => std::path::absolute(&path)
                .unwrap_or(path)
                .display()
                .to_string(),
            "fullpath" => std::path::absolute(path.with_extension(""))
                .unwrap_or(path)
                .display()
                .to_string(),
            _ => path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default(),
        };
        Ok(vec![char_value(&text)])
    }

    /// `nargchk(min, max, n, outtype)`, as Octave's nargchk.m.
    fn nargchk_call(&mut self, args: Vec<Value>) -> ExecResult<Vec<Value>> {
        // nargchk(min, max, n, outtype), as Octave's nargchk.m.
        if args.len() < 3 {
            return Err(MatError::invalid_call("nargchk").into());
        }
        let num = |v: &Value| v.scalar_f64();
        if let (Some(lo), Some(hi)) = (num(&args[0]), num(&args[1])) {
            if lo > hi {
                return Err(MatError::msg("nargchk: MINARGS must be <= MAXARGS").into());
            }
        }
        let outtype = match args.get(3) {
            None => "string".to_string(),
            Some(v) => str_arg(v).unwrap_or_default().to_ascii_lowercase(),
        };
        if outtype != "string" && outtype != "struct" {
            return Err(MatError::msg(
                "nargchk: output type must be either \"string\" or \"struct\"",
            )
            .into());
        }
        let (Some(lo), Some(hi), Some(n)) = (num(&args[0]), num(&args[1]), num(&args[2])) else {
            return Err(
                MatError::msg("nargchk: MINARGS, MAXARGS, and NARGS must be scalars").into(),
            );
        };
        let (msg, id) = if n < lo {
            (
                "not enough input arguments",
                "Octave:nargchk:not-enough-inputs",
            )
        } else if n > hi {
            ("too many input arguments", "Octave:nargchk:too-many-inputs")
        } else {
            ("", "")
        };
        if outtype == "string" {
            return Ok(vec![char_value(msg)]);
        }
        let fields = vec!["message".to_string(), "identifier".to_string()];
        let s = if msg.is_empty() {
            runtime::StructArray::with_fields(Dims::rc(0, 1), fields)
        } else {
            let mut s = runtime::StructArray::with_fields(Dims::rc(1, 1), fields);
            s.vals = vec![char_value(msg), char_value(id)];
            s
        };
        Ok(vec![Value::structure(s)])
    }

    /// `mlock`/`munlock`/`mislocked`: the set of locked functions.
    fn mlock_call(
        &mut self,
        i: Intrinsic,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
    ) -> ExecResult<Vec<Value>> {
        use Intrinsic::*;
        // The calling function or script (not code given to eval).
        let current = frame.as_ref().and_then(|(code, _)| {
            let f = self.prog.func(code.func);
            matches!(
                f.kind,
                mir::ir::FunctionKind::Named | mir::ir::FunctionKind::Script
            )
            .then(|| f.name.clone())
        });
        let name = match args.first() {
            Some(v) if i != Mlock => Some(
                str_arg(v)
                    .ok_or_else(|| MatError::msg(format!("{}: FCN must be a string", i.name())))?,
            ),
            Some(_) => return Err(MatError::invalid_call("mlock").into()),
            None => current,
        };
        let Some(name) = name else {
            return Err(
                MatError::msg(format!("{}: invalid use outside a function", i.name())).into(),
            );
        };
        match i {
            Mlock => {
                self.locked.insert(name);
                Ok(Vec::new())
            }
            Munlock => {
                self.locked.remove(&name);
                Ok(Vec::new())
            }
            _ => Ok(vec![Value::Bool(self.locked.contains(&name))]),
        }
    }

    /// `[c{idx}] = f(...)`: `f` called with the list's length as nargout; the outputs come back as a cell row.
    fn cs_call(&mut self, args: Vec<Value>) -> ExecResult<Vec<Value>> {
        let mut it = args.into_iter();
        let n = it.next().and_then(|v| v.scalar_f64()).unwrap_or(1.0) as usize;
        let f = it.next().unwrap_or_default();
        let outs = self.call_value(&f, it.collect(), n)?;
        if outs.len() < n {
            let k = outs.len() + 1;
            return Err(
                MatError::msg(format!("element number {k} undefined in return list")).into(),
            );
        }
        // A list of no elements still takes the value a call returns
        // anyway (its first output, when defined).
        let outs: Vec<Value> = outs.into_iter().take(n.max(1)).collect();
        Ok(vec![Value::cell(runtime::value::Tensor::new(
            Dims::rc(1, outs.len()),
            outs,
        ))])
    }

    /// Whether `name` names something callable: a local function of the
    /// caller's file, a function on the path, an intrinsic or a builtin.
    pub fn function_exists(&mut self, name: &str) -> bool {
        if let Some(&(caller, _)) = self.stack.last() {
            let file = self.prog.func(caller).file;
            if self
                .prog
                .functions
                .iter()
                .any(|f| f.file == file && f.name == name)
            {
                return true;
            }
        }
        if crate::interp::is_builtin_name(name) {
            return true;
        }
        matches!(
            self.loader.resolve_function(&mut self.prog, name),
            Ok(Some(_))
        )
    }

    /// The source text of argument `k` (0-based) of the call that entered
    /// the running function, as written at the call site; `None` when the
    /// call has no such argument or was not written as `name(...)`.
    fn call_argument_text(&mut self, k: usize) -> Option<String> {
        let n = self.stack.len();
        let (callee, _) = *self.stack.get(n.checked_sub(1)?)?;
        let (caller, pc) = *self.stack.get(n.checked_sub(2)?)?;
        let code = self.code(caller);
        let span = *code.spans.get(pc)?;
        let f = self.prog.func(caller);
        let text = &self.prog.files[f.file.index()].text;
        let site = text.get(span.lo as usize..span.hi as usize)?;
        let name = &self.prog.func(callee).name;
        let start = find_word(site, name)? + name.len();
        let rest = site[start..].trim_start();
        let inner = rest.strip_prefix('(')?;
        split_top_level_args(inner).into_iter().nth(k)
    }

    /// The names written as the `n` arguments of the call of builtin `name`
    /// running now (`table(Age, Name)`); None where an argument is no plain name.
    pub(crate) fn call_site_argument_names(&mut self, name: &str, n: usize) -> Vec<Option<String>> {
        let Some(&(func, pc)) = self.stack.last() else {
            return Vec::new();
        };
        let code = self.code(func);
        let Some(span) = code.spans.get(pc).copied() else {
            return Vec::new();
        };
        let f = self.prog.func(func);
        let text = &self.prog.files[f.file.index()].text;
        let args = text
            .get(span.lo as usize..span.hi as usize)
            .and_then(|site| {
                let start = find_word(site, name)? + name.len();
                let inner = site[start..].trim_start().strip_prefix('(')?;
                Some(split_top_level_args(inner))
            })
            .unwrap_or_default();
        let is_name = |t: &str| {
            t.starts_with(|c: char| c.is_ascii_alphabetic())
                && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        };
        (0..n)
            .map(|k| {
                args.get(k)
                    .map(|t| t.trim())
                    .filter(|t| is_name(t))
                    .map(String::from)
            })
            .collect()
    }

    /// Whether the function that called the running one has a variable `name`.
    fn caller_has_variable(&self, name: &str) -> bool {
        let n = self.stack.len();
        n >= 2
            && self
                .prog
                .func(self.stack[n - 2].0)
                .vars
                .iter()
                .any(|v| v.name == name)
    }

    /// Remembers the switch `id` as it is, for `warning(state, id, 'local')`.
    fn save_warning_for_return(&mut self, id: &str) {
        self.local_warnings.push(LocalWarning {
            depth: self.depth,
            id: id.to_string(),
            before: self.ctx.warnings.clone(),
        });
    }

    /// Undoes the `'local'` warning changes of the function returning now.
    pub(crate) fn restore_local_warnings(&mut self) {
        while let Some(saved) = self.local_warnings.last() {
            if saved.depth < self.depth {
                break;
            }
            let saved = self.local_warnings.pop().expect("checked above");
            let w = &mut self.ctx.warnings;
            if saved.id == "all" {
                w.all_off = saved.before.all_off;
                w.off = saved.before.off;
            } else {
                match saved.before.off.get(&saved.id) {
                    Some(&off) => w.off.insert(saved.id, off),
                    None => w.off.remove(&saved.id),
                };
            }
        }
    }

    /// Runs the `onCleanup` tasks of the objects dropped since the last
    /// call; a failing task is reported as Octave does and not raised.
    pub(crate) fn run_cleanups(&mut self) {
        if !runtime::value::object::cleanups_pending() {
            return;
        }
        for task in runtime::value::object::take_cleanups() {
            if let Err(Exc::Error(e)) = self.call_value(&task, vec![], 0) {
                let text = format!(
                    "warning: onCleanup: error caught while executing cleanup function:\n{}\n",
                    e.message
                );
                self.ctx.err.extend_from_slice(text.as_bytes());
                self.flush();
            }
        }
    }

    fn warning(&mut self, args: Vec<Value>, nargout: usize) -> ExecResult<Vec<Value>> {
        // Octave's listing of every switch is not modelled.
        if args.is_empty() && nargout == 0 {
            return Ok(vec![]);
        }
        if args.len() == 3 && str_arg(&args[2]).as_deref() == Some("local") {
            if let Some(id) = args.get(1).and_then(str_arg) {
                self.save_warning_for_return(&id);
            }
        }
        if let Some(r) = runtime::builtins::diag::warning_state(&mut self.ctx, &args) {
            return Ok(r?);
        }
        let (id, msg) = self.message_args("warning", &args)?;
        let enabled = if id.is_empty() {
            !self.ctx.warnings.all_off
        } else {
            self.ctx.warnings.enabled(&id)
        };
        if enabled {
            self.ctx.warnings.last = Some((msg.clone(), id));
            self.ctx
                .err
                .extend_from_slice(format!("warning: {msg}\n").as_bytes());
            self.flush();
        }
        Ok(vec![])
    }

    pub(crate) fn str2func(&mut self, s: &str) -> ExecResult<Value> {
        let t = s.trim();
        if t.starts_with('@') {
            self.captured = None;
            self.run_snippet(&format!("__matc_capture__({t});"))?;
            return match self.captured.take() {
                Some(v @ Value::Func(_)) => Ok(v),
                _ => Err(MatError::msg("str2func: invalid function string").into()),
            };
        }
        let target = self
            .loader
            .resolve_function(&mut self.prog, t)
            .ok()
            .flatten()
            .map(|f| f.0);
        Ok(Value::func(FuncHandle {
            name: t.to_string(),
            anonymous: false,
            target,
            captures: vec![],
            capture_names: vec![],
            inline: false,
        }))
    }

    /// Runs `code` as a script with a workspace of its own.
    fn eval_snippet(&mut self, code: &str) -> ExecResult<Vec<Value>> {
        self.run_snippet(code)?;
        Ok(vec![])
    }

    /// Runs `code` as a script with a workspace of its own.
    fn run_snippet(&mut self, code: &str) -> ExecResult<()> {
        let saved_entry = self.prog.entry;
        let fid = self.loader.load_snippet(&mut self.prog, code);
        self.prog.entry = saved_entry;
        let fid = fid.map_err(|errs| {
            Exc::Error(MatError::new(
                "Octave:parse-error",
                errs.iter()
                    .map(|e| format!("parse error:\n\n  {}", e.message))
                    .collect::<Vec<_>>()
                    .join("\n"),
            ))
        })?;
        let code = self.code(fid);
        let mut fr = Frame::new(&code, fid);
        self.depth += 1;
        let r = self.run(&code, &mut fr);
        self.depth -= 1;
        r?;
        Ok(())
    }

    /// `input(PROMPT)` and `input(PROMPT, 's')`: prints PROMPT and reads a
    /// line from standard input, returned as text with `'s'`, else
    /// evaluated as an expression (`[]` for an empty line). The answer is
    /// evaluated in a workspace of its own, not the caller's; an
    /// assignment (`x = 3`) or a trailing `;` gives its value, as in Octave.
    fn input_call(&mut self, args: &[Value]) -> ExecResult<Vec<Value>> {
        use std::io::Write;
        if args.is_empty() || args.len() > 2 {
            return Err(MatError::invalid_call("input").into());
        }
        let prompt = match &args[0] {
            Value::Char(_) => args[0].as_string().unwrap_or_default(),
            _ => return Err(MatError::msg("input: unrecognized argument").into()),
        };
        let text_wanted = match args.get(1) {
            None => false,
            Some(v) if str_arg(v).as_deref() == Some("s") => true,
            Some(_) => return Err(MatError::msg("input: second argument must be 's'.").into()),
        };
        self.ctx.print(&prompt);
        self.flush();
        let _ = self.out.flush();
        let Some(line) = self.ctx.stdin_line() else {
            return Err(MatError::msg("input: reading user-input failed!").into());
        };
        let line = String::from_utf8_lossy(&line);
        let line = line.trim_end_matches(['\n', '\r']);
        if text_wanted {
            return Ok(vec![if line.is_empty() {
                runtime::builtins::args::empty_char()
            } else {
                Value::str(line)
            }]);
        }
        let mut expr = line.trim().trim_end_matches([';', ' ', '\t']);
        // `name = value` answers with the value.
        if let Some((lhs, rhs)) = expr.split_once('=') {
            if is_varname(lhs.trim()) && !rhs.starts_with('=') {
                expr = rhs;
            }
        }
        if expr.trim().is_empty() {
            return Ok(vec![Value::empty()]);
        }
        // The answer first on its line, so an error in it names its column.
        self.captured = None;
        self.run_snippet(&format!("{expr};\n__matc_capture__(ans);"))?;
        Ok(vec![self.captured.take().unwrap_or_else(Value::empty)])
    }

    /// `eval` inside a dynamic-workspace function: the code runs on the frame's slots.
    pub(crate) fn eval_in_frame(
        &mut self,
        _code: &Code,
        fr: &mut Frame,
        src: Value,
        catch: Option<Value>,
        nout: usize,
    ) -> ExecResult<Option<Value>> {
        let text = str_arg(&src).ok_or_else(|| MatError::msg("eval: TRY must be a string"))?;
        match self.eval_text_in_frame(fr, &text, nout) {
            Ok(v) => Ok(v),
            Err(Exc::Error(e)) => match catch.as_ref().and_then(str_arg) {
                Some(c) => {
                    self.last_error = e.clone();
                    self.eval_text_in_frame(fr, &c, nout)
                }
                None => Err(Exc::Error(e)),
            },
            Err(e) => Err(e),
        }
    }

    pub(crate) fn eval_text_in_frame(
        &mut self,
        fr: &mut Frame,
        text: &str,
        nout: usize,
    ) -> ExecResult<Option<Value>> {
        let host = fr.func;
        let fid = self
            .loader
            .lower_eval(&mut self.prog, host, text)
            .map_err(|errs| {
                Exc::Error(MatError::new(
                    "Octave:parse-error",
                    errs.iter()
                        .map(|e| parse_error_message(text, e))
                        .collect::<Vec<_>>()
                        .join("\n"),
                ))
            })?;
        self.grow_slots(fr);
        let code = self.code(fid);
        let mut sub = Frame {
            slots: std::mem::take(&mut fr.slots),
            bind: std::mem::take(&mut fr.bind),
            nargin: fr.nargin,
            nargout: nout,
            ..Frame::new(&code, host)
        };
        let n = self.prog.func(fid).vars.len();
        if sub.slots.len() < n {
            sub.slots.resize(n, None);
            sub.bind.resize(n, crate::interp::NONE);
        }
        let r = self.run(&code, &mut sub);
        fr.slots = sub.slots;
        fr.bind = sub.bind;
        r.map(|outs| outs.into_iter().next().flatten())
    }

    /// `cellfun` (`cells` true) and `arrayfun`.
    /// `accumarray (SUBS, VALS, SZ, FUNC, FILLVAL, ISSPARSE)`: the values
    /// sharing a subscript reduced by FUNC (a sum by default), FILLVAL where
    /// no subscript points, as Octave's accumarray.m does it.
    fn accumarray(&mut self, args: Vec<Value>) -> ExecResult<Value> {
        // ISSPARSE: the full result made sparse (Octave builds it with
        // `sparse`, which needs a zero FILLVAL).
        let sparse = args
            .get(5)
            .filter(|v| !v.is_empty())
            .is_some_and(|v| v.is_true().unwrap_or(false));
        if !sparse {
            return self.accumarray_full(args);
        }
        if args
            .get(4)
            .filter(|v| !v.is_empty())
            .is_some_and(|v| v.scalar_f64() != Some(0.0))
        {
            return Err(
                MatError::msg("accumarray: FILLVAL must be zero in the sparse case").into(),
            );
        }
        let full = self.accumarray_full(args)?;
        let full = runtime::convert::convert(&full, runtime::Class::Double)?;
        Ok(runtime::value::sparse::sparsify(full))
    }

    /// `spfun (F, S)` (Octave's `spfun.m`): `F` of the nonzeros of `S`, at
    /// their positions in a sparse matrix of `S`'s size.
    fn spfun(&mut self, args: Vec<Value>) -> ExecResult<Value> {
        use runtime::builtins::call as builtin;
        let s = &args[1];
        if !s.is_numeric() {
            return Err(MatError::msg("spfun: S must be numeric").into());
        }
        let found = builtin(&mut self.ctx, "find", std::slice::from_ref(s), 3)?;
        let vals = self.call_value(&args[0], vec![found[2].clone()], 1)?;
        let Some(vals) = vals.into_iter().next() else {
            return Err(MatError::msg("value on right hand side of assignment undefined").into());
        };
        let d = s.dims();
        let sized = [
            found[0].clone(),
            found[1].clone(),
            vals,
            Value::Num(d.rows() as f64),
            Value::Num(d.cols() as f64),
        ];
        let mut out = builtin(&mut self.ctx, "sparse", &sized, 1)?;
        Ok(out.remove(0))
    }

    fn accumarray_full(&mut self, args: Vec<Value>) -> ExecResult<Value> {
        use runtime::builtins::accumarray::{
            accumarray_index, accumarray_sum, accumarray_sum_column,
        };
        let present = |k: usize| args.get(k).filter(|v| !v.is_empty());
        let func = match present(3) {
            None => None,
            Some(Value::Func(h)) => Some(h.clone()),
            Some(_) => {
                return Err(MatError::msg("accumarray: FUNC must be a function handle").into())
            }
        };
        let fill = present(4).cloned().unwrap_or(Value::Num(0.0));
        let vals = &args[1];
        let nvals = vals.dims().iter().copied().max().unwrap_or(0) * usize::from(!vals.is_empty());
        let fill_num = fill.scalar_f64();
        let summed = func
            .as_ref()
            .is_none_or(|h| !h.anonymous && h.name == "sum");
        if summed && fill_num == Some(0.0) && present(2).is_none() {
            if let Some(v) = accumarray_sum_column(&args[0], vals) {
                return Ok(v);
            }
        }
        let (lin, size) = accumarray_index(&args[0], nvals, args.get(2))?;
        if summed {
            if let Some(f) = fill_num {
                return Ok(accumarray_sum(&lin, vals, &size, f)?);
            }
        }
        // Group the values by index, each group in the order of the values.
        let mut order: Vec<usize> = (0..lin.len()).collect();
        order.sort_by_key(|&i| lin[i]);
        let whole = func
            .as_ref()
            .is_some_and(|h| h.anonymous && normalize_anon_text(&h.name) == "@(x) {x}");
        let mut at = Vec::new();
        let mut results = Vec::new();
        let mut start = 0;
        while start < order.len() {
            let key = lin[order[start]];
            let mut end = start;
            while end < order.len() && lin[order[end]] == key {
                end += 1;
            }
            let pick: Vec<usize> = order[start..end]
                .iter()
                .map(|&i| if vals.numel() == 1 { 0 } else { i })
                .collect();
            let group = runtime::gather::take_linear(vals, &pick, Dims::rc(pick.len(), 1))?;
            let r = match &func {
                _ if whole => Value::cell(Tensor::scalar(group)),
                Some(h) => {
                    let f = Value::Func(h.clone());
                    let out = self.call_value(&f, vec![group], 1)?;
                    let r = out.into_iter().next().unwrap_or_else(Value::empty);
                    if r.numel() != 1 {
                        return Err(MatError::msg(
                            "cellfun: all values must be scalars when UniformOutput = true; use the 'UniformOutput', false options",
                        )
                        .into());
                    }
                    r
                }
                None => runtime::builtins::lookup("sum")
                    .ok_or_else(|| Exc::Error(MatError::undefined("sum")))?
                    .call(&mut self.ctx, &[group], 1)?
                    .into_iter()
                    .next()
                    .unwrap_or_else(Value::empty),
            };
            at.push(Value::Num((key + 1) as f64));
            results.push(r);
            start = end;
        }
        let od = Dims::new(&size);
        let cells = whole || results.iter().any(|r| matches!(r, Value::Cell(_)));
        let mut out = if cells {
            Value::cell(Tensor::new(od.clone(), vec![Value::empty(); od.numel()]))
        } else if fill_num == Some(0.0) {
            let zeros = Value::from_f64s(od.clone(), vec![0.0; od.numel()]);
            let class = results.first().map_or(runtime::Class::Double, Value::class);
            runtime::convert::convert(&zeros, class)?
        } else {
            let dims = Value::row_f64(size.iter().map(|&k| k as f64).collect());
            runtime::builtins::lookup("repmat")
                .ok_or_else(|| Exc::Error(MatError::undefined("repmat")))?
                .call(&mut self.ctx, &[fill, dims], 1)?
                .into_iter()
                .next()
                .unwrap_or_else(Value::empty)
        };
        if !results.is_empty() {
            let subs = runtime::concat::vcat(&at)?;
            let rhs = if cells {
                let items = results
                    .into_iter()
                    .map(|r| match r {
                        Value::Cell(c) if c.data.len() == 1 => c.data[0].clone(),
                        r => r,
                    })
                    .collect::<Vec<_>>();
                Value::cell(Tensor::new(Dims::rc(items.len(), 1), items))
            } else {
                runtime::concat::vcat(&results)?
            };
            runtime::index::assign(&mut out, &[subs], &rhs)?;
        }
        Ok(out)
    }

    fn cellfun(&mut self, args: Vec<Value>, nargout: usize, cells: bool) -> ExecResult<Vec<Value>> {
        let who = if cells { "cellfun" } else { "arrayfun" };
        if args.len() < 2 {
            return Err(MatError::invalid_call(who).into());
        }
        let mut args = args;
        let func = args.remove(0);
        let mut uniform = true;
        let mut handler: Option<Value> = None;
        // Trailing 'UniformOutput', v / 'ErrorHandler', h pairs, named by
        // prefixes of two characters or more, as Octave's cellfun.cc does.
        while args.len() >= 3 {
            let k = args.len() - 2;
            let Some(opt) = args[k].as_string().filter(|_| args[k].is_char()) else {
                break;
            };
            use runtime::options::{option, Spelling};
            match option(
                &opt,
                &["UniformOutput", "ErrorHandler"],
                Spelling::Prefix(2),
            ) {
                Some("UniformOutput") => {
                    uniform = args[k + 1].is_true().unwrap_or(true);
                }
                Some(_) => handler = Some(args[k + 1].clone()),
                None => {
                    return Err(
                        MatError::msg(format!("{who}: unrecognized parameter {opt}")).into(),
                    )
                }
            }
            args.truncate(k);
        }
        // Legacy string function names with special meaning in cellfun.
        if cells {
            if let Some(name) = func.as_string() {
                let c = args[0]
                    .as_cell()
                    .ok_or_else(|| MatError::msg("cellfun: C must be a cell array"))?;
                let legacy: Option<fn(&Value) -> Value> = match name.as_str() {
                    "isempty" => Some(|v| Value::Bool(v.is_empty())),
                    "islogical" => Some(|v| Value::Bool(v.class() == runtime::Class::Logical)),
                    "isnumeric" => Some(|v| Value::Bool(v.is_numeric())),
                    "isreal" => Some(|v| Value::Bool(!v.is_complex())),
                    "length" => Some(|v| {
                        Value::Num(if v.is_empty() {
                            0.0
                        } else {
                            *v.dims().iter().max().unwrap_or(&0) as f64
                        })
                    }),
                    "ndims" => Some(|v| Value::Num(v.dims().ndims() as f64)),
                    "numel" | "prodofsize" => Some(|v| Value::Num(v.numel() as f64)),
                    "isclass" => None,
                    _ => None,
                };
                // cellfun('size', c, k) and cellfun('isclass', c, cls).
                if name == "size" || name == "isclass" {
                    let arg = args
                        .get(1)
                        .cloned()
                        .ok_or_else(|| MatError::invalid_call("cellfun"))?;
                    let dims = c.dims.clone();
                    if name == "size" {
                        let k = arg.scalar_f64().unwrap_or(1.0).max(1.0) as usize;
                        let data = c.data.iter().map(|v| v.dims().get(k - 1) as f64).collect();
                        return Ok(vec![Value::from_f64s(dims, data)]);
                    }
                    let cls = arg.as_string().unwrap_or_default();
                    let data = c.data.iter().map(|v| v.class_name() == cls).collect();
                    return Ok(vec![Value::logical(Tensor::new(dims, data))]);
                }
                if let Some(f) = legacy {
                    let dims = c.dims.clone();
                    let vals: Vec<Value> = c.data.iter().map(f).collect();
                    let is_bool = matches!(vals.first(), Some(Value::Bool(_)));
                    return Ok(vec![if is_bool {
                        Value::logical(Tensor::new(
                            dims,
                            vals.iter()
                                .map(|v| matches!(v, Value::Bool(true)))
                                .collect(),
                        ))
                    } else {
                        Value::from_f64s(
                            dims,
                            vals.iter().map(|v| v.as_num().unwrap_or(0.0)).collect(),
                        )
                    }]);
                }
            }
        }
        if let Value::Func(h) = &func {
            if !h.anonymous && h.target.is_none() && !self.function_exists(&h.name) {
                return Err(MatError::msg(format!(
                    "invalid function handle, unable to find function for @{}",
                    h.name
                ))
                .into());
            }
        }
        // Element accessors for each data argument. Octave's arrayfun
        // passes an argument of one element to every call (cellfun does not).
        let single = |a: &Value| !cells && a.dims().numel() == 1;
        let dims = args.iter().find(|a| !single(a)).unwrap_or(&args[0]).dims();
        for a in &args {
            if !single(a) && a.dims() != dims {
                return Err(MatError::msg(format!("{who}: dimensions mismatch")).into());
            }
        }
        let n = dims.numel();
        let nout = nargout.max(1);
        let mut results: Vec<Vec<Value>> = vec![Vec::with_capacity(n); nout];
        for k in 0..n {
            let mut call_args = Vec::with_capacity(args.len());
            for a in &args {
                if cells {
                    let c = a
                        .as_cell()
                        .ok_or_else(|| MatError::msg("cellfun: C must be a cell array"))?;
                    call_args.push(c.data[k].clone());
                } else {
                    call_args.push(element(a, if single(a) { 0 } else { k })?);
                }
            }
            let want = if nargout == 0 { 1 } else { nargout };
            let r = match self.call_value(
                &func,
                call_args.clone(),
                if nargout == 0 && !uniform { 1 } else { want },
            ) {
                Ok(r) => r,
                Err(Exc::Error(e)) if handler.is_some() => {
                    let mut s = runtime::StructArray::new_scalar();
                    let m = s.ensure_field("message");
                    *s.get_mut(0, m) = char_value(&e.message);
                    let id = s.ensure_field("identifier");
                    *s.get_mut(0, id) = char_value(&e.identifier);
                    let ix = s.ensure_field("index");
                    *s.get_mut(0, ix) = Value::Num((k + 1) as f64);
                    let mut ha = vec![Value::structure(s)];
                    ha.extend(call_args);
                    let h = handler.clone().unwrap_or_else(Value::empty);
                    self.call_value(&h, ha, want)?
                }
                Err(e) => return Err(e),
            };
            if r.len() < nout && !(nargout == 0 && r.is_empty()) {
                return Err(MatError::msg(format!(
                    "{who}: function returned fewer than nargout values"
                ))
                .into());
            }
            for (slot, v) in results.iter_mut().zip(r) {
                if uniform && !v.is_scalar() {
                    let id = if cells { "" } else { "Octave:invalid-fun-call" };
                    return Err(MatError::new(
                        id,
                        format!("{who}: all values must be scalars when UniformOutput = true"),
                    )
                    .into());
                }
                slot.push(v);
            }
        }
        let mut outs = Vec::with_capacity(nout);
        for vals in results {
            if vals.len() < n && nargout == 0 && n > 0 {
                break;
            }
            if uniform {
                outs.push(uniform_array(dims.clone(), vals, who)?);
            } else {
                outs.push(Value::cell(Tensor::new(dims.clone(), vals)));
            }
        }
        Ok(outs)
    }
}

/// Element `k` (column-major) of any array, as a scalar value of its class.
fn element(a: &Value, k: usize) -> ExecResult<Value> {
    match a {
        Value::Num(_) | Value::Bool(_) | Value::Complex(_) | Value::Func(_) => Ok(a.clone()),
        Value::Double(t) => Ok(Value::Num(t.data[k])),
        Value::Logical(t) => Ok(Value::Bool(t.data[k])),
        Value::Cell(t) => Ok(Value::cell(Tensor::scalar(t.data[k].clone()))),
        Value::Struct(s) => Ok(Value::structure(s.element(k))),
        _ => {
            let idx = [crate::rt::Idx::Val(Value::Num((k + 1) as f64))];
            // One subscript: the storage policy's gathers do not apply.
            let mut r = crate::rt::index(a, mir::ir::IndexKind::Paren, &idx, 1, false, false)?;
            Ok(r.pop().unwrap_or_else(Value::empty))
        }
    }
}

/// Concatenates scalar results of one class into an array of `dims`.
fn uniform_array(dims: Dims, vals: Vec<Value>, who: &str) -> ExecResult<Value> {
    if vals.is_empty() {
        return Ok(Value::zeros(dims));
    }
    let cls = vals[0].class();
    if vals.iter().any(|v| v.class() != cls) {
        return Err(MatError::msg(format!("{who}: return values must be of the same type")).into());
    }
    match cls {
        runtime::Class::Double if vals.iter().all(|v| !v.is_complex()) => Ok(Value::from_f64s(
            dims,
            vals.iter().map(|v| v.scalar_f64().unwrap_or(0.0)).collect(),
        )),
        runtime::Class::Logical => Ok(Value::logical(Tensor::new(
            dims,
            vals.iter().map(|v| v.is_true().unwrap_or(false)).collect(),
        ))),
        _ => {
            // Other classes: concatenate through the runtime, then reshape.
            let row = crate::rt::concat(vec![vals])?;
            let idx = [crate::rt::Idx::Colon];
            let col = crate::rt::index(&row, mir::ir::IndexKind::Paren, &idx, 1, false, false)?
                .pop()
                .unwrap_or_else(Value::empty);
            let sz = Value::row_f64(dims.iter().map(|&d| d as f64).collect());
            match runtime::builtins::lookup("reshape") {
                Some(f) => Ok(f
                    .call(&mut runtime::Ctx::new(), &[col, sz], 1)?
                    .pop()
                    .unwrap_or_else(Value::empty)),
                None => Ok(col),
            }
        }
    }
}

pub fn is_varname(s: &str) -> bool {
    let mut c = s.chars();
    matches!(c.next(), Some(ch) if ch.is_ascii_alphabetic() || ch == '_')
        && c.all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
        && s.len() <= 63
        && !is_keyword(s)
}

pub fn is_keyword(s: &str) -> bool {
    matches!(
        s,
        "break"
            | "case"
            | "catch"
            | "classdef"
            | "continue"
            | "do"
            | "else"
            | "elseif"
            | "end"
            | "end_try_catch"
            | "end_unwind_protect"
            | "endclassdef"
            | "endenumeration"
            | "endevents"
            | "endfor"
            | "endfunction"
            | "endif"
            | "endmethods"
            | "endparfor"
            | "endproperties"
            | "endspmd"
            | "endswitch"
            | "endwhile"
            | "enumeration"
            | "events"
            | "for"
            | "function"
            | "global"
            | "if"
            | "methods"
            | "otherwise"
            | "parfor"
            | "persistent"
            | "properties"
            | "return"
            | "spmd"
            | "switch"
            | "try"
            | "until"
            | "unwind_protect"
            | "unwind_protect_cleanup"
            | "while"
            | "__FILE__"
            | "__LINE__"
    )
}

/// A parse error of `eval`'s (or the prompt's) text laid out as Octave lays
/// it out: the message, then the line after `>>> ` with a caret under the
/// column.
fn parse_error_message(text: &str, e: &mir::LowerError) -> String {
    let message = e
        .message
        .strip_prefix("parse error: ")
        .unwrap_or(&e.message);
    let mut s = format!("parse error:\n\n  {message}");
    if e.line > 0 {
        if let Some(line) = text.lines().nth(e.line as usize - 1) {
            let caret = " ".repeat(4 + e.col as usize - 1);
            s.push_str(&format!("\n\n>>> {}\n{caret}^", line.trim_end()));
        }
    }
    s
}

/// The comma-separated arguments of a call, up to its closing `)`, each
/// trimmed; commas inside brackets, braces, parentheses or quotes do not split.
fn split_top_level_args(inner: &str) -> Vec<String> {
    let mut args = Vec::new();
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    let mut current = String::new();
    for c in inner.chars() {
        if let Some(q) = quote {
            if c == q {
                quote = None;
            }
            current.push(c);
            continue;
        }
        match c {
            '\'' | '"'
                if !current
                    .trim_end()
                    .ends_with(|p: char| p.is_alphanumeric() || p == ')') =>
            {
                quote = Some(c)
            }
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => {
                if !current.trim().is_empty() || !args.is_empty() {
                    args.push(current.trim().to_string());
                }
                return args;
            }
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                args.push(current.trim().to_string());
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    args.push(current.trim().to_string());
    args
}

impl Interp {
    /// `dbstack`, `dbstack(N)`, `dbstack('-completenames')`, `[st, idx] = dbstack(...)`:
    /// the calls under way, innermost first, without the N innermost ones.
    fn dbstack(&mut self, args: &[Value], nargout: usize) -> ExecResult<Vec<Value>> {
        let mut skip = 0usize;
        for a in args {
            let n = match str_arg(a) {
                Some(s) if s == "-completenames" => continue,
                // `dbstack 1` (command syntax): the number is read as C's atoi reads it.
                Some(s) => atoi(&s),
                None => match a.scalar_f64() {
                    Some(x) => x.trunc(),
                    None => {
                        return Err(MatError::msg(format!(
                            "octave_base_value::int_value (): wrong type argument '{}'",
                            a.class_name_full()
                        ))
                        .into())
                    }
                },
            };
            if n < 0.0 {
                return Err(MatError::msg("dbstack: N must be a non-negative integer").into());
            }
            skip = n as usize;
        }
        let calls: Vec<(mir::ir::FuncId, usize)> = self.stack.iter().rev().copied().collect();
        let total = calls.len();
        // (frame with the name printed, the name in the struct: the function's own)
        let mut frames = Vec::with_capacity(calls.len());
        for (fid, pc) in calls.into_iter().skip(skip) {
            let code = self.code(fid);
            let mut f = self.location(&code, pc);
            f.file = std::path::absolute(&f.file)
                .map(|p| p.display().to_string())
                .unwrap_or(f.file);
            let own = if f.name == "@<anonymous>" {
                f.name.clone()
            } else {
                self.prog.func(fid).name.clone()
            };
            frames.push((f, own));
        }
        if nargout == 0 {
            if !frames.is_empty() {
                let width = frames.iter().map(|(f, _)| f.name.len()).max().unwrap_or(0);
                let mut text = String::from("stopped in:\n\n");
                for (k, (f, _)) in frames.iter().enumerate() {
                    // The arrow marks the frame that called dbstack, when it is listed.
                    let arrow = if k == 0 && skip == 0 { "-->" } else { "   " };
                    text.push_str(&format!(
                        "  {arrow} {:>width$} at line {} [{}]\n",
                        f.name, f.line, f.file
                    ));
                }
                self.ctx.print(&text);
            }
            return Ok(vec![]);
        }
        let frames: Vec<runtime::error::StackFrame> = frames
            .into_iter()
            .map(|(mut f, own)| {
                f.name = own;
                f
            })
            .collect();
        let st = if frames.is_empty() && total > 0 {
            // Every frame skipped: Octave's empty list is a row.
            let fields = ["file", "name", "line", "column"]
                .map(String::from)
                .to_vec();
            Value::structure(StructArray::with_fields(Dims::rc(1, 0), fields))
        } else {
            crate::interp::stack_value(&frames)
        };
        Ok(vec![st, Value::Num(1.0)])
    }
}

/// The number at the start of `s` as C's `atoi` reads it (0 when there is none).
fn atoi(s: &str) -> f64 {
    let t = s.trim_start();
    let (sign, digits) = match t.strip_prefix('-') {
        Some(r) => (-1.0, r),
        None => (1.0, t.strip_prefix('+').unwrap_or(t)),
    };
    let n: String = digits.chars().take_while(|c| c.is_ascii_digit()).collect();
    sign * n.parse::<f64>().unwrap_or(0.0)
}

#[cfg(test)]
mod tests {
    use super::Intrinsic;

    /// The builtins `runtime` and this crate implement are exactly the ones
    /// `decls` declares: a new builtin needs its declaration, and a
    /// declaration needs an implementation.
    #[test]
    fn implemented_builtins_are_the_declared_ones() {
        let mut implemented: std::collections::BTreeSet<&str> =
            runtime::builtins::names().into_iter().collect();
        implemented.extend(Intrinsic::ALL.iter().map(|i| i.name()));
        let declared: std::collections::BTreeSet<&str> =
            decls::all().iter().map(|d| d.name).collect();
        let undeclared: Vec<_> = implemented.difference(&declared).collect();
        let unimplemented: Vec<_> = declared.difference(&implemented).collect();
        assert!(
            undeclared.is_empty(),
            "builtins without a declaration in crates/decls: {undeclared:?}"
        );
        assert!(
            unimplemented.is_empty(),
            "declared builtins nothing implements: {unimplemented:?}"
        );
    }
}
