//! `load` and `save`: the workspace side (which variables, read and written
//! by name in a dynamic-workspace frame); the file formats are
//! `runtime::builtins::matfile`.

use runtime::builtins::matfile::{self, Loaded};
use runtime::value::{Dims, StructArray};
use runtime::{MatError, Value};

use crate::code::Code;
use crate::interp::{ExecResult, Frame, Interp};

impl Interp {
    /// `load FILE [NAMES...]`: with an output, a struct of the variables (the
    /// matrix of a numeric text file); without, assigns them in the caller.
    pub(crate) fn load_call(
        &mut self,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        let spec = matfile::parse_load_args(&args)?;
        let loaded = matfile::load_file(&spec)?;
        let dynamic = frame
            .as_ref()
            .is_some_and(|(c, _)| self.prog.func(c.func).dynamic_workspace);
        match (frame, nargout, dynamic) {
            (Some((code, fr)), 0, true) => {
                let vars = match loaded {
                    Loaded::Vars(v) => v,
                    Loaded::Matrix(n, m) => vec![(n, m)],
                };
                for (name, v) in vars {
                    // A name no program could use (a corrupt or foreign file) is skipped.
                    let valid = name.starts_with(|c: char| c.is_ascii_alphabetic())
                        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                    if valid {
                        self.assign_var(code, fr, &name, v);
                    }
                }
                Ok(vec![])
            }
            _ => Ok(vec![match loaded {
                Loaded::Matrix(_, m) => m,
                Loaded::Vars(v) => {
                    let names: Vec<String> = v.iter().map(|(n, _)| n.clone()).collect();
                    let mut s = StructArray::with_fields(Dims::rc(1, 1), names);
                    for (k, (_, x)) in v.into_iter().enumerate() {
                        *s.get_mut(0, k) = x;
                    }
                    Value::structure(s)
                }
            }]),
        }
    }

    /// `save FILE [NAMES...] [OPTIONS]`: writes the caller's variables.
    /// `who [PATTERN...]`: the names of the variables of the caller's
    /// workspace, printed in columns as Octave prints them, or as a cell
    /// column with an output.
    pub(crate) fn who_call(
        &mut self,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
        nargout: usize,
    ) -> ExecResult<Vec<Value>> {
        let mut defined: Vec<String> = Vec::new();
        let mut args = args;
        // `who global`: every global variable of the session.
        let global = args.first().and_then(|a| a.as_string()).as_deref() == Some("global");
        if global {
            args.remove(0);
            defined.extend(
                self.global_names()
                    .filter(|n| program_name(n))
                    .map(String::from),
            );
        } else if let Some((code, fr)) = frame {
            let f = self.prog.func(code.func);
            for (k, var) in f.vars.iter().enumerate() {
                let visible = program_name(&var.name);
                if visible && self.slot_value(fr, k).is_some() {
                    defined.push(var.name.clone());
                }
            }
        }
        defined.sort();
        defined.dedup();
        // With patterns, the names each one matches, pattern by pattern.
        let patterns: Vec<String> = args.iter().filter_map(|a| a.as_string()).collect();
        let names: Vec<String> = if patterns.is_empty() {
            defined
        } else {
            let mut names: Vec<String> = Vec::new();
            for p in &patterns {
                for n in defined
                    .iter()
                    .filter(|n| runtime::builtins::files::glob(p, n))
                {
                    if !names.contains(n) {
                        names.push(n.clone());
                    }
                }
            }
            names
        };
        if nargout > 0 {
            let cells: Vec<Value> = names.iter().map(|n| Value::str(n)).collect();
            let n = cells.len();
            // No names is a 0x0 cell, as Octave's `who` gives it.
            return Ok(vec![Value::cell(runtime::value::Tensor::new(
                runtime::Dims::rc(n, usize::from(n > 0)),
                cells,
            ))]);
        }
        if !names.is_empty() {
            let mut text = String::from(if global {
                "Global variables:\n\n"
            } else {
                "Variables visible from the current scope:\n\n"
            });
            text.push_str(&runtime::display::in_columns(&names, 80));
            text.push('\n');
            self.ctx.print(&text);
        }
        Ok(vec![])
    }

    /// `clear [NAME|PATTERN|-all ...]` at run time. `mir` clears the local
    /// variables a function names itself; this clears, in a
    /// dynamic-workspace frame, those only `eval` or `load` made. Global
    /// and persistent variables are left as `mir` leaves them, and other
    /// options (`functions`, `-x`, ...) clear nothing matc keeps.
    pub(crate) fn clear_call(
        &mut self,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
    ) -> ExecResult<Vec<Value>> {
        let Some((code, fr)) = frame.filter(|(c, _)| self.prog.func(c.func).dynamic_workspace)
        else {
            return Ok(vec![]);
        };
        let words: Vec<String> = args.iter().filter_map(|a| a.as_string()).collect();
        let all = words.is_empty()
            || words.iter().any(|w| {
                matches!(
                    w.as_str(),
                    "all" | "-all" | "-a" | "variables" | "-variables" | "-v"
                )
            });
        let patterns: Vec<&String> = words.iter().filter(|w| !w.starts_with('-')).collect();
        let f = self.prog.func(code.func);
        let targets: Vec<usize> = f
            .vars
            .iter()
            .enumerate()
            .filter(|(_, var)| program_name(&var.name))
            .filter(|(_, var)| {
                all || patterns
                    .iter()
                    .any(|p| runtime::builtins::files::glob(p, &var.name))
            })
            .map(|(k, _)| k)
            .collect();
        for k in targets {
            if fr.bind.get(k) == Some(&crate::interp::NONE) {
                if let Some(slot) = fr.slots.get_mut(k) {
                    *slot = None;
                }
            }
        }
        Ok(vec![])
    }

    pub(crate) fn save_call(
        &mut self,
        frame: Option<(&Code, &mut Frame)>,
        args: Vec<Value>,
    ) -> ExecResult<Vec<Value>> {
        let spec = matfile::parse_save_args(&args)?;
        let Some((code, fr)) = frame else {
            return Err(MatError::msg("save: no workspace to save from").into());
        };
        let f = self.prog.func(code.func);
        let mut all: Vec<(String, Value)> = Vec::new();
        for (k, var) in f.vars.iter().enumerate() {
            if var.name.contains(['/', '<', '>']) {
                continue;
            }
            if let Some(v) = self.slot_value(fr, k) {
                all.push((var.name.clone(), v));
            }
        }
        all.sort_by(|a, b| a.0.cmp(&b.0));
        let mut vars: Vec<(String, Value)> = Vec::new();
        if let Some(sname) = &spec.struct_var {
            let s = match all.iter().find(|(n, _)| n == sname) {
                Some((_, Value::Struct(s))) if s.numel() == 1 => s.clone(),
                Some(_) => {
                    return Err(
                        MatError::msg(format!("save: `{sname}' is not a scalar structure")).into(),
                    )
                }
                None => {
                    return Err(MatError::msg(format!("save: no such variable '{sname}'")).into())
                }
            };
            for (k, field) in s.fields.iter().enumerate() {
                if spec.names.is_empty()
                    || spec.names.iter().any(|p| matfile::name_matches(p, field))
                {
                    vars.push((field.clone(), s.get(0, k).clone()));
                }
            }
        } else if spec.names.is_empty() {
            vars = all;
        } else {
            for pat in &spec.names {
                let mut any = false;
                for (n, v) in &all {
                    if matfile::name_matches(pat, n) {
                        any = true;
                        if !vars.iter().any(|(m, _)| m == n) {
                            vars.push((n.clone(), v.clone()));
                        }
                    }
                }
                if !any {
                    self.ctx.warn(
                        "Octave:save:no-such-variable",
                        &format!("save: no such variable '{pat}'"),
                    );
                    self.flush();
                }
            }
        }
        let header = runtime::builtins::calendar::strftime_now(&self.ctx.save_header);
        matfile::save_vars(&spec, vars, &header)?;
        Ok(vec![])
    }

    /// Assigns variable `name` of the running frame, adding it to the
    /// function's variables when the code does not mention it.
    pub(crate) fn assign_var(&mut self, code: &Code, fr: &mut Frame, name: &str, v: Value) {
        let k = match self
            .prog
            .func(code.func)
            .vars
            .iter()
            .position(|x| x.name == name)
        {
            Some(k) => k,
            None => {
                if code.func != fr.func {
                    return;
                }
                let vars = &mut self.prog.functions[fr.func.index()].vars;
                if vars.len() != fr.slots.len() {
                    return;
                }
                vars.push(mir::ir::Var {
                    name: name.to_string(),
                    kind: mir::ir::VarKind::Local,
                });
                let k = vars.len() - 1;
                self.grow_slots(fr);
                k
            }
        };
        self.set_slot_value(fr, k, v);
    }
}

/// Whether `name` is one a program can write: not the interpreter's own
/// (`#k3` of a `for`, `parent/x` of a nested function).
pub(crate) fn program_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}
