//! A lazy tree as a list of passes, each computing one or two of its
//! operators into a chunk buffer, the last into the destination.

use super::kernels::{scales, Form, Then};
use super::{Gather, Kind, Node};
use crate::rt::Runs;

/// Where a pass reads an operand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Src {
    Leaf(u16),
    Buf(u16),
    Scalar(f64),
    /// The element the pass writes (a buffer updated in place, or the
    /// destination's own element).
    Out,
}

/// Where a pass writes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Dst {
    Buf(u16),
    Dest,
}

#[derive(Debug)]
pub struct Pass {
    pub form: Form,
    pub out: Dst,
    /// The operands `a`, `b` (and `c`, `d` of `Form::Quad`); the unused
    /// ones are `Src::Scalar(0.0)`.
    pub ins: [Src; 4],
}

const NONE: Src = Src::Scalar(0.0);

/// The array a leaf reads: another array's elements, or the destination's
/// (a block of the array being assigned, read before it is written).
#[derive(Clone, Copy)]
pub enum LeafData<'a> {
    Array(&'a [f64]),
    Target,
    /// A gather's elements, filled into a buffer of their own for each
    /// chunk (the leaf's runs are the whole value's: its positions).
    Gather(&'a Gather),
}

/// A tree's passes, with per leaf (in the order the passes name them)
/// the array it reads, its block, and the node it was made from.
pub struct Program<'a> {
    pub data: Vec<LeafData<'a>>,
    pub runs: Vec<Runs>,
    pub nodes: Vec<*const Node>,
    pub passes: Vec<Pass>,
    pub nbufs: usize,
}

/// What the runner reads of a program (made anew, or a plan's with the
/// leaves of the tree at hand).
pub struct Prog<'p, 'a> {
    pub data: &'p [LeafData<'a>],
    pub runs: &'p [Runs],
    pub passes: &'p [Pass],
    pub nbufs: usize,
}

impl<'a> Program<'a> {
    pub fn prog(&self) -> Prog<'_, 'a> {
        Prog {
            data: &self.data,
            runs: &self.runs,
            passes: &self.passes,
            nbufs: self.nbufs,
        }
    }

    /// The passes of `node`, the last one writing the destination, whose
    /// elements are `dest`'s runs: a `Target` leaf of those runs reads the
    /// element being written, any other `Target` leaf is copied to a buffer
    /// by an earlier pass (the last pass holds the destination alone).
    pub fn new(node: &'a Node, dest: &Runs) -> Program<'a> {
        let mut c = Compiler {
            prog: Program {
                data: Vec::new(),
                runs: Vec::new(),
                nodes: Vec::new(),
                passes: Vec::new(),
                nbufs: 0,
            },
            free: Vec::new(),
            dest,
        };
        let (form, ins) = c.form_of(node);
        if let Some(pass) = c.quad_apply(form, ins) {
            c.prog.passes.push(pass);
            // The quad's buffer is gone with its pass: no other (a lone
            // pass) means no chunks.
            if c.prog.passes.len() == 1 {
                c.prog.nbufs = 0;
            }
        } else {
            let quad = matches!(form, Form::Quad { .. });
            let ins = ins.map(|s| c.final_operand(s, quad));
            c.prog.passes.push(Pass {
                form,
                out: Dst::Dest,
                ins,
            });
        }
        // A gather is filled a chunk at a time: the passes run in chunks
        // (of one row, at most `CHUNK` elements) even with no buffer.
        let gathers = c.prog.data.iter().any(|d| matches!(d, LeafData::Gather(_)));
        if gathers {
            c.prog.nbufs = c.prog.nbufs.max(1);
        }
        c.prog
    }
}

struct Compiler<'a, 'r> {
    prog: Program<'a>,
    free: Vec<u16>,
    dest: &'r Runs,
}

fn is_scalar(n: &Node) -> bool {
    matches!(n, Node::Scalar(_))
}

/// `node` as `e k2 c` or `c k2 e` with `k2` a scaling, `c` a scalar and
/// `e` not: `(k2, e, c, scalar_left)`.
fn scaled(node: &Node) -> Option<(Kind, &Node, f64, bool)> {
    let Node::Bin(k2, ab) = node else {
        return None;
    };
    if !scales(*k2) {
        return None;
    }
    match (&ab.0, &ab.1) {
        (Node::Scalar(_), Node::Scalar(_)) => None,
        (e, Node::Scalar(c)) => Some((*k2, e, *c, false)),
        (Node::Scalar(c), e) => Some((*k2, e, *c, true)),
        _ => None,
    }
}

/// `node` as `t(e)`, a power or instruction `t` of an array `e`.
fn then_of(node: &Node) -> Option<(Then, &Node)> {
    let (t, e) = match node {
        Node::Pow(p, e) => (Then::of_pow(*p)?, e),
        Node::Map(m, e) => (Then::of_map(*m)?, e),
        _ => return None,
    };
    (!is_scalar(e)).then_some((t, &**e))
}

impl<'a> Compiler<'a, '_> {
    fn leaf(&mut self, node: &'a Node, data: LeafData<'a>, runs: Runs) -> Src {
        self.prog.data.push(data);
        self.prog.runs.push(runs);
        self.prog.nodes.push(node);
        Src::Leaf((self.prog.data.len() - 1) as u16)
    }

    fn alloc(&mut self) -> u16 {
        self.free.pop().unwrap_or_else(|| {
            self.prog.nbufs += 1;
            (self.prog.nbufs - 1) as u16
        })
    }

    /// Where `node`'s value is read from: itself (a scalar or a leaf), or a
    /// buffer its passes write.
    fn value(&mut self, node: &'a Node) -> Src {
        match node {
            Node::Scalar(x) => Src::Scalar(*x),
            Node::Whole(t) => self.leaf(node, LeafData::Array(&t.data), Runs::whole(t.data.len())),
            Node::View(t, r) => self.leaf(node, LeafData::Array(&t.data), (**r).clone()),
            Node::Target(r) => self.leaf(node, LeafData::Target, (**r).clone()),
            Node::Gather(g) => self.leaf(node, LeafData::Gather(g), Runs::whole(g.n)),
            Node::Bin(..) | Node::Pow(..) | Node::Map(..) | Node::Range(_) => {
                let (form, ins) = self.form_of(node);
                self.emit(form, ins)
            }
        }
    }

    /// A pass computing `form` of `ins` into a buffer, which it returns.
    fn emit(&mut self, form: Form, ins: [Src; 4]) -> Src {
        // The result goes over an operand's buffer (each is read
        // once, at the element written; not a quad's, whose loop
        // reads memory only), else into a new one.
        let quad = matches!(form, Form::Quad { .. });
        let mut out = quad.then(|| self.alloc());
        for s in ins {
            if let Src::Buf(j) = s {
                match out {
                    None => out = Some(j),
                    _ => self.free.push(j),
                }
            }
        }
        let out = out.unwrap_or_else(|| self.alloc());
        let ins = ins.map(|s| if s == Src::Buf(out) { Src::Out } else { s });
        self.prog.passes.push(Pass {
            form,
            out: Dst::Buf(out),
            ins,
        });
        Src::Buf(out)
    }

    /// The form that computes `node` from operands whose passes are
    /// emitted here, and those operands.
    fn form_of(&mut self, node: &'a Node) -> (Form, [Src; 4]) {
        match node {
            Node::Pow(p, x) => self.then(Then::of_pow(*p), x, Form::Pow(*p)),
            Node::Map(f, x) => self.then(Then::of_map(*f), x, Form::Map(*f)),
            Node::Range(r) => (Form::Range(**r), [NONE; 4]),
            Node::Bin(k, ab) => self.bin(node, *k, &ab.0, &ab.1, None),
            _ => (Form::Copy, [self.value(node), NONE, NONE, NONE]),
        }
    }

    /// The form of `node`, the operator `k` of `x` and `y`, and then `then`
    /// of its result where that joins the same pass (`Form::BinThen`):
    /// after the compositions with a scaling, before the others.
    fn bin(
        &mut self,
        node: &'a Node,
        k: Kind,
        x: &'a Node,
        y: &'a Node,
        then: Option<Then>,
    ) -> (Form, [Src; 4]) {
        if let Some(q) = self.quad(k, x, y) {
            return q;
        }
        // `x k (e k2 c)` (or `(e k2 c) k x`): the scaling joins the
        // operator's pass.
        for (a, b, left) in [(x, y, true), (y, x, false)] {
            if let (false, Some((k2, e, c, scalar_left))) = (is_scalar(a), scaled(b)) {
                let form = Form::Apply {
                    k,
                    k2,
                    c,
                    scalar_left,
                    left,
                };
                return (form, [self.value(a), self.value(e), NONE, NONE]);
            }
        }
        if let Some(t) = then {
            let form = Form::BinThen { k, t };
            return (form, [self.value(x), self.value(y), NONE, NONE]);
        }
        // `x k t(e)` (or `t(e) k x`): the power or instruction joins the
        // operator's pass.
        for (a, b, left) in [(x, y, true), (y, x, false)] {
            if let (false, Some((t, e))) = (is_scalar(a), then_of(b)) {
                let form = Form::ApplyThen { k, t, left };
                return (form, [self.value(a), self.value(e), NONE, NONE]);
            }
        }
        // `(p k1 q) k2 c`: the operator under a scaling.
        if let Some((k2, Node::Bin(k1, pq), c, scalar_left)) = scaled(node) {
            if !is_scalar(&pq.0) && !is_scalar(&pq.1) {
                let (a, b) = (self.value(&pq.0), self.value(&pq.1));
                let form = Form::Scaled {
                    k: *k1,
                    k2,
                    c,
                    scalar_left,
                };
                return (form, [a, b, NONE, NONE]);
            }
        }
        (Form::Bin(k), [self.value(x), self.value(y), NONE, NONE])
    }

    /// `form` (a power or function, whose `Then` is `t`) of `x`: in the
    /// pass of `x`'s operator where `bin` joins them.
    fn then(&mut self, t: Option<Then>, x: &'a Node, form: Form) -> (Form, [Src; 4]) {
        if let Node::Bin(k, ab) = x {
            return match self.bin(x, *k, &ab.0, &ab.1, t) {
                joined @ (Form::BinThen { .. }, _) => joined,
                (inner, ins) => (form, [self.emit(inner, ins), NONE, NONE, NONE]),
            };
        }
        (form, [self.value(x), NONE, NONE, NONE])
    }

    /// `(a k1 b) * c1 km (c k2 d) * c2` (each product either way round,
    /// every `k` a sum or difference, `a` to `d` arrays): a quad, computed
    /// in one pass.
    fn quad(&mut self, km: Kind, x: &'a Node, y: &'a Node) -> Option<(Form, [Src; 4])> {
        fn side(n: &Node) -> Option<(Kind, &Node, &Node, f64, bool)> {
            let (Kind::Mul, Node::Bin(k, ab), c, sl) = scaled(n)? else {
                return None;
            };
            let additive = matches!(k, Kind::Add | Kind::Sub);
            (additive && !is_scalar(&ab.0) && !is_scalar(&ab.1))
                .then_some((*k, &ab.0, &ab.1, c, sl))
        }
        if !matches!(km, Kind::Add | Kind::Sub) {
            return None;
        }
        let (k1, a, b, c1, sl1) = side(x)?;
        let (k2, c, d, c2, sl2) = side(y)?;
        let ins = [self.value(a), self.value(b), self.value(c), self.value(d)];
        let form = Form::Quad {
            k1,
            k2,
            km,
            c1,
            c2,
            sl1,
            sl2,
        };
        Some((form, ins))
    }

    /// The last pass as one: `x k (q * c)` (or `c * q`), `k` a sum or
    /// difference, `x` the element written and `q` a quad computed by the
    /// pass just emitted from arrays (not the target) and buffers: that
    /// pass's operands with the update joined to its form, so the quad
    /// goes to no buffer.
    fn quad_apply(&mut self, form: Form, ins: [Src; 4]) -> Option<Pass> {
        let Form::Apply {
            k: k @ (Kind::Add | Kind::Sub),
            k2: Kind::Mul,
            c,
            scalar_left,
            left: true,
        } = form
        else {
            return None;
        };
        let [Src::Leaf(x), Src::Buf(j), ..] = ins else {
            return None;
        };
        let last = self.prog.passes.last()?;
        let Form::Quad {
            k1,
            k2,
            km,
            c1,
            c2,
            sl1,
            sl2,
        } = last.form
        else {
            return None;
        };
        let prog = &self.prog;
        let is_target = |i: u16| matches!(prog.data[i as usize], LeafData::Target);
        let reads_memory = |s: &Src| match s {
            Src::Leaf(i) => !is_target(*i),
            Src::Buf(_) => true,
            Src::Scalar(_) | Src::Out => false,
        };
        if last.out != Dst::Buf(j)
            || !last.ins.iter().all(reads_memory)
            || !is_target(x)
            || prog.runs[x as usize] != *self.dest
        {
            return None;
        }
        let quad = self.prog.passes.pop().expect("the quad's pass");
        Some(Pass {
            form: Form::QuadApply {
                k1,
                k2,
                km,
                c1,
                c2,
                sl1,
                sl2,
                k,
                c,
                scalar_left,
            },
            out: Dst::Dest,
            ins: quad.ins,
        })
    }

    /// An operand of the last pass: a `Target` leaf is the element written
    /// when it is the destination's block (not for a quad), else a copy in
    /// a buffer.
    fn final_operand(&mut self, s: Src, quad: bool) -> Src {
        let Src::Leaf(i) = s else {
            return s;
        };
        if !matches!(self.prog.data[i as usize], LeafData::Target) {
            return s;
        }
        if self.prog.runs[i as usize] == *self.dest && !quad {
            return Src::Out;
        }
        let j = self.alloc();
        self.prog.passes.push(Pass {
            form: Form::Copy,
            out: Dst::Buf(j),
            ins: [s, NONE, NONE, NONE],
        });
        Src::Buf(j)
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use runtime::value::Tensor;
    use runtime::Dims;

    use super::super::Power;
    use super::*;
    use decls::Math;

    fn leaf() -> Node {
        Node::Whole(Rc::new(Tensor::new(Dims::rc(100, 1), vec![1.0; 100])))
    }

    fn bin(k: Kind, a: Node, b: Node) -> Node {
        Node::Bin(k, Box::new((a, b)))
    }

    fn square(a: Node) -> Node {
        Node::Pow(Power::Square, Box::new(a))
    }

    /// The forms of the passes of `node` written to a whole array.
    fn forms(node: &Node) -> Vec<String> {
        let p = Program::new(node, &Runs::whole(100));
        p.passes.iter().map(|p| format!("{:?}", p.form)).collect()
    }

    #[test]
    fn a_power_or_instruction_joins_the_operator_beside_it() {
        // sqrt ((x - u) .^ 2 + (y - v) .^ 2): three passes, not six, the
        // square root in the same loop as the sum.
        let dist = Node::Map(
            Math::Sqrt,
            Box::new(bin(
                Kind::Add,
                square(bin(Kind::Sub, leaf(), leaf())),
                square(bin(Kind::Sub, leaf(), leaf())),
            )),
        );
        let sub_sq = format!(
            "{:?}",
            Form::BinThen {
                k: Kind::Sub,
                t: Then::Square
            }
        );
        let add_sqrt = format!(
            "{:?}",
            Form::BinThen {
                k: Kind::Add,
                t: Then::Sqrt
            }
        );
        assert_eq!(forms(&dist), [sub_sq.clone(), sub_sq, add_sqrt]);

        // d ./ r .^ 3: one pass.
        let cube = Node::Pow(Power::Cube, Box::new(leaf()));
        let fr = bin(Kind::Div, leaf(), cube);
        let div_cube = Form::ApplyThen {
            k: Kind::Div,
            t: Then::Cube,
            left: true,
        };
        assert_eq!(forms(&fr), [format!("{div_cube:?}")]);

        // r .^ 3 .\ d, with the power on the left: one pass too.
        let cube = Node::Pow(Power::Cube, Box::new(leaf()));
        let rf = bin(Kind::LDiv, cube, leaf());
        let ldiv_cube = Form::ApplyThen {
            k: Kind::LDiv,
            t: Then::Cube,
            left: false,
        };
        assert_eq!(forms(&rf), [format!("{ldiv_cube:?}")]);

        // A scaling keeps its own composition: sqrt (2 * (a - b) + c) is
        // the scaled sum, then the root.
        let scaled = Node::Map(
            Math::Sqrt,
            Box::new(bin(
                Kind::Add,
                leaf(),
                bin(Kind::Mul, Node::Scalar(2.0), bin(Kind::Sub, leaf(), leaf())),
            )),
        );
        let f = forms(&scaled);
        assert_eq!(f.len(), 3, "{f:?}");
        assert!(f[1].starts_with("Apply {"), "{f:?}");
        assert_eq!(f[2], format!("{:?}", Form::Map(Math::Sqrt)));

        // A general power (`.^ 2.5`) or a library kernel (`exp`) is a pass
        // of its own.
        let exp = Node::Map(Math::Exp, Box::new(bin(Kind::Sub, leaf(), leaf())));
        assert_eq!(forms(&exp)[1], format!("{:?}", Form::Map(Math::Exp)));
    }
}
