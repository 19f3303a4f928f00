//! MATLAB's operators, each declared once: the parser, the analyses, the
//! interpreter and the runtime all name them by these enums.

/// A binary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    MatMul,
    /// `/`
    MatDiv,
    /// `\`
    MatLeftDiv,
    /// `^`
    MatPow,
    /// `.*`
    Mul,
    /// `./`
    Div,
    /// `.\`
    LeftDiv,
    /// `.^`
    Pow,
    /// `==`
    Eq,
    /// `~=` or `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `&` (short-circuits inside `if`/`while` conditions, as MATLAB does)
    And,
    /// `|`
    Or,
    /// `&&`
    AndAnd,
    /// `||`
    OrOr,
}

/// What matc knows of one binary operator.
struct Facts {
    /// As written in MATLAB source.
    symbol: &'static str,
    /// The function a class overloads it by.
    function: &'static str,
    /// The operation's name in Octave's nonconformant-arguments message.
    conform: &'static str,
}

impl BinOp {
    /// Every operator, in declaration order.
    pub const ALL: [BinOp; 20] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::MatMul,
        BinOp::MatDiv,
        BinOp::MatLeftDiv,
        BinOp::MatPow,
        BinOp::Mul,
        BinOp::Div,
        BinOp::LeftDiv,
        BinOp::Pow,
        BinOp::Eq,
        BinOp::Ne,
        BinOp::Lt,
        BinOp::Le,
        BinOp::Gt,
        BinOp::Ge,
        BinOp::And,
        BinOp::Or,
        BinOp::AndAnd,
        BinOp::OrOr,
    ];

    fn facts(self) -> Facts {
        use BinOp::*;
        let (symbol, function, conform) = match self {
            Add => ("+", "plus", "operator +"),
            Sub => ("-", "minus", "operator -"),
            MatMul => ("*", "mtimes", "operator *"),
            MatDiv => ("/", "mrdivide", "operator /"),
            MatLeftDiv => ("\\", "mldivide", "operator \\"),
            MatPow => ("^", "mpower", "operator ^"),
            Mul => (".*", "times", "product"),
            Div => ("./", "rdivide", "quotient"),
            LeftDiv => (".\\", "ldivide", "quotient"),
            Pow => (".^", "power", "operator .^"),
            Eq => ("==", "eq", "mx_el_eq"),
            Ne => ("~=", "ne", "mx_el_ne"),
            Lt => ("<", "lt", "mx_el_lt"),
            Le => ("<=", "le", "mx_el_le"),
            Gt => (">", "gt", "mx_el_gt"),
            Ge => (">=", "ge", "mx_el_ge"),
            And => ("&", "and", "mx_el_and"),
            Or => ("|", "or", "mx_el_or"),
            AndAnd => ("&&", "and", "mx_el_and"),
            OrOr => ("||", "or", "mx_el_or"),
        };
        Facts {
            symbol,
            function,
            conform,
        }
    }

    /// The operator as written in MATLAB source (`~=` for not-equal).
    pub fn symbol(self) -> &'static str {
        self.facts().symbol
    }

    /// The operator as Octave spells it in its messages ("binary operator
    /// '!=' not implemented ...").
    pub fn octave_symbol(self) -> &'static str {
        match self {
            BinOp::Ne => "!=",
            op => op.symbol(),
        }
    }

    /// The function a class overloads the operator by (`plus` for `+`).
    pub fn method_name(self) -> &'static str {
        self.facts().function
    }

    /// The operation's name in Octave's nonconformant-arguments message.
    pub fn conform_name(self) -> &'static str {
        self.facts().conform
    }

    /// On two values already evaluated, the operator computed: `&&` and
    /// `||` are `&` and `|` (short-circuiting is the interpreter's).
    pub fn eager(self) -> BinOp {
        match self {
            BinOp::AndAnd => BinOp::And,
            BinOp::OrOr => BinOp::Or,
            op => op,
        }
    }

    /// `==`, `~=`, `<`, `<=`, `>`, `>=`.
    pub fn is_compare(self) -> bool {
        use BinOp::*;
        matches!(self, Eq | Ne | Lt | Le | Gt | Ge)
    }

    /// `*`, `/`, `\`, `^`: the operators of linear algebra.
    pub fn is_matrix(self) -> bool {
        use BinOp::*;
        matches!(self, MatMul | MatDiv | MatLeftDiv | MatPow)
    }
}

/// A prefix operator (the postfix transposes are the syntax's
/// `PostfixOp`, and `transpose`/`ctranspose` to the runtime).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// `-a`
    Neg,
    /// `+a`
    Plus,
    /// `~a` or `!a`
    Not,
}

impl UnOp {
    /// The operator as written in MATLAB source (`~` for not).
    pub fn symbol(self) -> &'static str {
        match self {
            UnOp::Neg => "-",
            UnOp::Plus => "+",
            UnOp::Not => "~",
        }
    }

    /// The operator as Octave spells it in its messages (`!` for not).
    pub fn octave_symbol(self) -> &'static str {
        match self {
            UnOp::Not => "!",
            op => op.symbol(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_lists_each_operator_once_with_its_own_symbol() {
        for (i, a) in BinOp::ALL.iter().enumerate() {
            for b in &BinOp::ALL[i + 1..] {
                assert_ne!(a, b);
                assert_ne!(a.symbol(), b.symbol());
            }
        }
    }
}
