//! Output and errors: `fprintf`/`printf` with a literal format (parsed
//! when compiling, as the runtime parses it, and recycled over the
//! arguments' elements when running), `disp`, the display of a statement
//! without a semicolon, and `error`.

use std::fmt::Write as _;

use mir::ir::{Const, InstKind, ValueId};
use runtime::printf::Elt;

use super::{cstr, Fx, R};
use crate::repr::{Elem, Repr};

impl Fx<'_> {
    /// The text of a value known when compiling (a literal, or a fact's).
    fn literal_text(&self, v: ValueId) -> Option<Vec<u8>> {
        if let Some(i) = self.defs[v.index()] {
            if let InstKind::Const(Const::Char(s) | Const::Str(s)) = &self.f.inst(i).kind {
                return Some(s.as_bytes().to_vec());
            }
        }
        self.fact(v).text.as_ref().map(|t| t.as_bytes().to_vec())
    }

    /// A static `mt_fmt` table of `fmt`'s pieces; returns its name and length.
    fn format_table(&mut self, fmt: &[u8], who: &str, at: ValueId) -> R<(String, usize)> {
        let elts = runtime::printf::parse(fmt, who)
            .map_err(|e| self.refuse(Some(at), format!("its format is invalid ({})", e.message)))?;
        self.tmp += 1;
        let name = format!("F{}_{}", self.g.name_of(self.key), self.tmp);
        let mut rows = Vec::new();
        for e in &elts {
            match e {
                Elt::Text(t) => rows.push(format!(
                    "{{{}, {}, 0, 0, 0, 0, 0, 0, -1, -1, 0, 0}}",
                    cstr(t),
                    t.len()
                )),
                Elt::Conv {
                    spec,
                    star_width,
                    star_prec,
                    conv,
                } => rows.push(format!(
                    "{{0, 0, '{conv}', {}, {}, {}, {}, {}, {}, {}, {}, {}}}",
                    spec.left as u8,
                    spec.plus as u8,
                    spec.space as u8,
                    spec.alt as u8,
                    spec.zero as u8,
                    spec.width.map_or(-1, |w| w as i64),
                    spec.prec.map_or(-1, |w| w as i64),
                    *star_width as u8,
                    *star_prec as u8
                )),
            }
        }
        if rows.is_empty() {
            rows.push("{\"\", 0, 0, 0, 0, 0, 0, 0, -1, -1, 0, 0}".into());
        }
        let _ = writeln!(
            self.statics,
            "static const mt_fmt {name}[{}] = {{{}}};",
            rows.len(),
            rows.join(", ")
        );
        Ok((name, elts.len()))
    }

    /// `mt_farg` descriptors of printf arguments, in a local array.
    fn fargs(&mut self, args: &[ValueId]) -> R<(String, usize)> {
        if args.is_empty() {
            return Ok(("0".into(), 0));
        }
        let arr = self.temp(&format!("mt_farg@[{}]", args.len()));
        for (k, &v) in args.iter().enumerate() {
            self.check_present(v)?;
            let (kind, p, n) = match self.repr(v).clone() {
                Repr::Scalar(Elem::C64) => {
                    let z = self.cnum(v)?;
                    let t = self.temp("mt_c");
                    self.line(format!("{t} = {z};"));
                    (3, format!("&{t}"), "1".to_string())
                }
                Repr::Scalar(Elem::Char) => {
                    let x = self.num(v)?;
                    let t = self.temp("unsigned char");
                    self.line(format!("{t} = (unsigned char){x};"));
                    (1, format!("&{t}"), "1".into())
                }
                Repr::Scalar(_) => {
                    let x = self.num(v)?;
                    let t = self.temp("double");
                    self.line(format!("{t} = {x};"));
                    (0, format!("&{t}"), "1".into())
                }
                Repr::Array { elem, .. } => {
                    let p = self.data(v)?;
                    let n = self.numel(v);
                    let kind = match elem {
                        Elem::F64 => 0,
                        Elem::Char => 1,
                        Elem::Bool => 2,
                        Elem::C64 => 3,
                    };
                    (kind, p, n)
                }
                Repr::Range => {
                    return Err(self.refuse(Some(v), "a range printed without being stored"))
                }
                Repr::Absent => continue,
            };
            self.line(format!(
                "{arr}[{k}].kind = {kind}; {arr}[{k}].p = {p}; {arr}[{k}].n = {n};"
            ));
        }
        Ok((arr, args.len()))
    }

    pub(super) fn fprintf(&mut self, name: &str, a: &[ValueId], results: &[ValueId]) -> R<()> {
        if results
            .first()
            .is_some_and(|&r| !matches!(self.repr(r), Repr::Absent))
        {
            // `n = fprintf(...)` counts bytes: not compiled.
            if !self.unused(results[0]) {
                return Err(self.refuse(
                    Some(results[0]),
                    "the byte count of fprintf is not compiled",
                ));
            }
        }
        let mut args = a;
        if name == "fprintf" {
            if let Some(&first) = a.first() {
                if self.literal_text(first).is_none() {
                    match self.fact(first).as_const() {
                        Some(1.0) => args = &a[1..],
                        _ => {
                            return Err(self.refuse(
                                Some(first),
                                "fprintf to a file other than standard output is not compiled",
                            ))
                        }
                    }
                }
            }
        }
        let Some(&fmtv) = args.first() else {
            return Err(self.refuse(None, "fprintf without a format"));
        };
        let Some(fmt) = self.literal_text(fmtv) else {
            return Err(self.refuse(
                Some(fmtv),
                "a format that is not a literal (text beyond literals is not compiled)",
            ));
        };
        let (table, nfmt) = self.format_table(&fmt, name, fmtv)?;
        let (fa, na) = self.fargs(&args[1..])?;
        let loc = self.loc();
        self.line(format!("mt_printf({loc}, {table}, {nfmt}, {fa}, {na});"));
        Ok(())
    }

    fn unused(&self, v: ValueId) -> bool {
        !self
            .f
            .blocks
            .iter()
            .flat_map(|b| b.insts.iter())
            .any(|&i| self.f.inst(i).kind.operands().contains(&v))
            && !self.f.blocks.iter().any(|b| b.term.operands().contains(&v))
    }

    pub(super) fn error_call(&mut self, a: &[ValueId]) -> R<()> {
        let Some(&first) = a.first() else {
            return Err(self.refuse(None, "error without arguments"));
        };
        let Some(fmt) = self.literal_text(first) else {
            return Err(self.refuse(
                Some(first),
                "an error message that is not a literal is not compiled",
            ));
        };
        let text = String::from_utf8_lossy(&fmt).into_owned();
        let looks_like_id = text.contains(':')
            && !text.starts_with(':')
            && !text.ends_with(':')
            && !text.chars().any(|c| c.is_whitespace() || c == '%')
            && text.split(':').all(|p| !p.is_empty());
        let loc = self.loc();
        if a.len() == 1 {
            if looks_like_id {
                let msg =
                    format!("call to error with message identifier '{text}' requires message");
                self.line(format!("mt_raise({loc}, \"\", {});", cstr(msg.as_bytes())));
            } else if !fmt.is_empty() {
                self.line(format!("mt_raise({loc}, \"\", {});", cstr(&fmt)));
            }
            return Ok(());
        }
        let (id, fmtv, rest) = if looks_like_id {
            let Some(fmt2) = self.literal_text(a[1]) else {
                return Err(self.refuse(
                    Some(a[1]),
                    "an error message that is not a literal is not compiled",
                ));
            };
            (text.clone(), fmt2, &a[2..])
        } else {
            (String::new(), fmt, &a[1..])
        };
        let (table, nfmt) = self.format_table(&fmtv, "error", first)?;
        let (fa, na) = self.fargs(rest)?;
        self.line(format!(
            "mt_error_fmt({loc}, {}, {table}, {nfmt}, {fa}, {na});",
            cstr(id.as_bytes())
        ));
        Ok(())
    }

    /// An `mt_dval` for value `v` in a local; empty when absent.
    fn dval(&mut self, v: ValueId) -> R<Option<String>> {
        let d = self.temp("mt_dval");
        let kind_of = |e: Elem| match e {
            Elem::F64 => 0,
            Elem::Bool => 1,
            Elem::Char => 2,
            Elem::C64 => 3,
        };
        match self.repr(v).clone() {
            Repr::Absent => return Ok(None),
            Repr::Scalar(e) => {
                let dims = self.temp("mt_i@[2]");
                self.line(format!("{dims}[0] = 1; {dims}[1] = 1;"));
                let (kind, p) = match e {
                    Elem::C64 => {
                        let z = self.cnum(v)?;
                        let t = self.temp("mt_c");
                        let re = self.temp("double");
                        self.line(format!("{t} = {z}; {re} = creal({t});"));
                        (
                            format!("(mt_isreal({t}) ? 0 : 3)"),
                            format!("(mt_isreal({t}) ? (const void *)&{re} : (const void *)&{t})"),
                        )
                    }
                    Elem::Bool | Elem::Char => {
                        let x = self.num(v)?;
                        let t = self.temp("unsigned char");
                        self.line(format!("{t} = (unsigned char){x};"));
                        (kind_of(e).to_string(), format!("&{t}"))
                    }
                    Elem::F64 => {
                        let x = self.num(v)?;
                        let t = self.temp("double");
                        self.line(format!("{t} = {x};"));
                        ("0".into(), format!("&{t}"))
                    }
                };
                self.line(format!(
                    "{d}.kind = {kind}; {d}.p = {p}; {d}.nd = 2; {d}.dims = {dims}; {d}.range = 0;"
                ));
            }
            Repr::Array { elem, .. } => {
                let p = self.data(v)?;
                let rank = self.repr(v).rank();
                let dims = self.temp(&format!("mt_i@[{rank}]"));
                let ds = self.dims(v);
                for (k, x) in ds.iter().enumerate() {
                    self.line(format!("{dims}[{k}] = {x};"));
                }
                self.line(format!(
                    "{d}.kind = {}; {d}.p = {p}; {d}.nd = {rank}; {d}.dims = {dims}; {d}.range = 0;",
                    kind_of(elem)
                ));
                // A value made by a range shows as one.
                if let Some(i) = self.defs[v.index()] {
                    if let InstKind::Range { start, step, stop } = self.f.inst(i).kind.clone() {
                        let b = self.num(start)?;
                        let s = match step {
                            Some(s) => self.num(s)?,
                            None => "1.0".into(),
                        };
                        let l = self.num(stop)?;
                        self.line(format!(
                            "{d}.range = 1; {d}.base = {b}; {d}.inc = {s}; {d}.limit = {l};"
                        ));
                    }
                }
            }
            Repr::Range => {
                return Err(self.refuse(Some(v), "a range displayed without being stored"))
            }
        }
        Ok(Some(d))
    }

    pub(super) fn disp(&mut self, a: &[ValueId]) -> R<()> {
        let [v] = a else {
            return Err(self.refuse(None, "disp with several arguments is not compiled"));
        };
        self.check_present(*v)?;
        if let Some(d) = self.dval(*v)? {
            self.line(format!("mt_disp(&{d});"));
        }
        Ok(())
    }

    pub(super) fn display(&mut self, name: &str, v: ValueId) -> R<()> {
        let flagged = self.flagged[v.index()];
        if flagged {
            self.line(format!("if (v{}_p) {{", v.0));
        }
        if let Some(d) = self.dval(v)? {
            self.line(format!("mt_display({}, &{d});", cstr(name.as_bytes())));
        }
        if flagged {
            self.local(&format!("v{}_p", v.0), "int");
            self.line("}");
        }
        Ok(())
    }
}
