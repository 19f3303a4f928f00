//! `evalin` and `assignin`: the 'caller' and 'base' workspaces, reached through the frames that calls park.
//!
//! Variables live by name only in dynamic-workspace functions (`mir` makes
//! every function that calls `eval`, `evalin`, `assignin`, ... one). While
//! such a function calls another, the call parks the caller's variables in
//! `Interp::parked` with its call depth, so the callee (or anything it
//! calls) can read and write them by name; the call takes them back when it
//! returns. The base workspace is the program's own frame (depth 1) when the
//! program is a script, and a workspace of its own when it is a function.

use runtime::{MatError, Value};

use super::intrinsics::{is_varname, str_arg};
use crate::interp::{ExecResult, Frame, Interp};
use crate::Exc;

/// The variables of a dynamic-workspace frame suspended in a call.
pub struct Parked {
    pub depth: usize,
    pub func: mir::ir::FuncId,
    pub slots: Vec<Option<Value>>,
    pub bind: Vec<u32>,
}

/// Where an `evalin`/`assignin` runs.
enum Target {
    /// The frame that called `evalin` itself.
    Current,
    /// The parked frame at this call depth.
    Depth(usize),
    /// The base workspace of a program that is a function.
    OwnBase,
}

impl Interp {
    /// Runs `call` with the variables of `fr` parked when its function keeps
    /// them by name.
    pub(crate) fn parked_call<T>(
        &mut self,
        fr: &mut Frame,
        call: impl FnOnce(&mut Self) -> T,
    ) -> T {
        if !self.prog.func(fr.func).dynamic_workspace {
            return call(self);
        }
        self.parked.push(Parked {
            depth: self.depth,
            func: fr.func,
            slots: std::mem::take(&mut fr.slots),
            bind: std::mem::take(&mut fr.bind),
        });
        let r = call(self);
        let p = self.parked.pop().expect("pushed above");
        fr.slots = p.slots;
        fr.bind = p.bind;
        r
    }

    fn target(&self, name: &str, context: &Value) -> ExecResult<Target> {
        let context = context
            .as_string()
            .filter(|_| context.is_char())
            .ok_or_else(|| MatError::msg(format!("{name}: CONTEXT must be a string")))?;
        let script_program = self
            .prog
            .entry
            .is_some_and(|e| matches!(self.prog.func(e).kind, mir::ir::FunctionKind::Script));
        let depth = match context.as_str() {
            "caller" if self.depth > 1 => self.depth - 1,
            "caller" | "base" if script_program => 1,
            "caller" | "base" => return Ok(Target::OwnBase),
            _ => {
                return Err(MatError::msg(format!(
                    "{name}: CONTEXT must be \"caller\" or \"base\""
                ))
                .into())
            }
        };
        Ok(if depth == self.depth {
            Target::Current
        } else {
            Target::Depth(depth)
        })
    }

    /// Runs `work` on the frame of `target` (`fr` is the frame calling).
    fn in_workspace<T>(
        &mut self,
        name: &str,
        target: Target,
        fr: Option<&mut Frame>,
        work: impl FnOnce(&mut Self, &mut Frame) -> ExecResult<T>,
    ) -> ExecResult<T> {
        let unsupported = || {
            Exc::Error(MatError::msg(format!(
                "{name}: not supported in this context"
            )))
        };
        match target {
            Target::Current => {
                let fr = fr.ok_or_else(unsupported)?;
                if !self.prog.func(fr.func).dynamic_workspace {
                    return Err(unsupported());
                }
                work(self, fr)
            }
            Target::Depth(d) => {
                let Some(k) = self.parked.iter().rposition(|p| p.depth == d) else {
                    return self
                        .in_unparked_caller(name, d, work)
                        .ok_or_else(unsupported)?;
                };
                let func = self.parked[k].func;
                let code = self.code(func);
                let mut host = Frame {
                    slots: std::mem::take(&mut self.parked[k].slots),
                    bind: std::mem::take(&mut self.parked[k].bind),
                    ..Frame::new(&code, func)
                };
                let r = work(self, &mut host);
                let p = &mut self.parked[k];
                p.slots = host.slots;
                p.bind = host.bind;
                r
            }
            Target::OwnBase => {
                let mut host = match self.own_base.take() {
                    Some(f) => f,
                    None => {
                        let entry = self.prog.entry;
                        let func = self.loader.load_snippet(&mut self.prog, "");
                        self.prog.entry = entry;
                        let func = func.map_err(|_| unsupported())?;
                        self.prog.functions[func.index()].dynamic_workspace = true;
                        let code = self.code(func);
                        Frame::new(&code, func)
                    }
                };
                let r = work(self, &mut host);
                self.own_base = Some(host);
                r
            }
        }
    }

    /// `evalin('caller', ...)` from a function whose caller keeps no
    /// workspace: the code runs in an empty frame of the caller, so that
    /// names resolve as there (`evalin ('caller', '@fcn')` is the caller's
    /// local function `fcn`, which the library's versions of Octave's
    /// built-in integrators and solvers rely on), while its variables stay
    /// out of reach.
    fn in_unparked_caller<T>(
        &mut self,
        name: &str,
        depth: usize,
        work: impl FnOnce(&mut Self, &mut Frame) -> ExecResult<T>,
    ) -> Option<ExecResult<T>> {
        let n = self.stack.len();
        if name != "evalin" || depth + 1 != self.depth || n < 2 {
            return None;
        }
        let func = self.stack[n - 2].0;
        let code = self.code(func);
        let mut host = Frame::new(&code, func);
        Some(work(self, &mut host))
    }

    /// `evalin(CONTEXT, TRY, CATCH)`.
    pub(crate) fn evalin_call(
        &mut self,
        fr: Option<&mut Frame>,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        if !(2..=3).contains(&args.len()) {
            return Err(MatError::invalid_call("evalin").into());
        }
        let target = self.target("evalin", &args[0])?;
        let code = str_arg(&args[1])
            .filter(|_| args[1].is_char())
            .ok_or_else(|| MatError::msg("evalin: TRY must be a string"))?;
        let catch = match args.get(2) {
            Some(c) => Some(
                str_arg(c)
                    .filter(|_| c.is_char())
                    .ok_or_else(|| MatError::msg("evalin: CATCH must be a string"))?,
            ),
            None => None,
        };
        let v = self.in_workspace("evalin", target, fr, |me, host| {
            match me.eval_text_in_frame(host, &code, nargout) {
                Err(Exc::Error(e)) if catch.is_some() => {
                    me.last_error = e.clone();
                    me.eval_text_in_frame(host, catch.as_deref().unwrap_or_default(), nargout)
                }
                r => r,
            }
        })?;
        Ok(v.filter(|_| nargout > 0).into_iter().collect())
    }

    /// `assignin(CONTEXT, VARNAME, VALUE)`.
    pub(crate) fn assignin_call(
        &mut self,
        fr: Option<&mut Frame>,
        args: Vec<Value>,
    ) -> ExecResult<Vec<Value>> {
        if args.len() != 3 {
            return Err(MatError::invalid_call("assignin").into());
        }
        let target = self.target("assignin", &args[0])?;
        let name = str_arg(&args[1])
            .filter(|_| args[1].is_char())
            .ok_or_else(|| MatError::msg("assignin: VARNAME must be a string"))?;
        if !is_varname(&name) {
            return Err(MatError::msg(format!("assignin: invalid variable name '{name}'")).into());
        }
        let value = args.into_iter().nth(2).unwrap_or_else(Value::empty);
        self.in_workspace("assignin", target, fr, |me, host| {
            let code = me.code(host.func);
            me.grow_slots(host);
            me.assign_var(&code, host, &name, value);
            Ok(())
        })?;
        Ok(vec![])
    }
}
