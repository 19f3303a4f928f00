//! The builtins the interpreter runs itself (`interp::intrinsics`), by name:
//! the ids a call op names them by (`CalleeOp::Intrinsic`).

macro_rules! intrinsics {
    ($($v:ident = $n:literal),* $(,)?) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Intrinsic { $($v),* }
        impl Intrinsic {
            pub const ALL: &[Intrinsic] = &[$(Intrinsic::$v),*];
            pub fn from_name(name: &str) -> Option<Intrinsic> {
                Some(match name { $($n => Intrinsic::$v,)* _ => return None })
            }
            pub fn name(self) -> &'static str {
                match self { $(Intrinsic::$v => $n),* }
            }
            /// The declared arity, looked up once rather than per call.
            pub fn arity(self) -> decls::Arity {
                static ARITIES: std::sync::OnceLock<Vec<decls::Arity>> =
                    std::sync::OnceLock::new();
                ARITIES.get_or_init(|| {
                    Intrinsic::ALL.iter().map(|i| decls::arity(i.name())).collect()
                })[self as usize]
            }
        }
    };
}

intrinsics! {
    Feval = "feval",
    Cellfun = "cellfun",
    Arrayfun = "arrayfun",
    Structfun = "structfun",
    Accumarray = "accumarray",
    Spfun = "spfun",
    Error = "error",
    Warning = "warning",
    Rethrow = "rethrow",
    Throw = "throw",
    Lasterr = "lasterr",
    Lasterror = "lasterror",
    Lastwarn = "lastwarn",
    MException = "MException",
    GetReport = "getReport",
    PrintUsage = "print_usage",
    Eval = "eval",
    Evalin = "evalin",
    Assignin = "assignin",
    Inline = "inline",
    Formula = "formula",
    Argnames = "argnames",
    Vectorize = "vectorize",
    Exist = "exist",
    Clear = "clear",
    Clearvars = "clearvars",
    Who = "who",
    Isglobal = "isglobal",
    Methods = "methods",
    Ismethod = "ismethod",
    Properties = "properties",
    Isargout = "isargout",
    Localfunctions = "localfunctions",
    Whos = "whos",
    Which = "which",
    Help = "help",
    GetHelpText = "get_help_text",
    GetHelpTextFromFile = "get_help_text_from_file",
    Type = "type",
    Addpath = "addpath",
    Rmpath = "rmpath",
    Path = "path",
    Pathdef = "pathdef",
    Restoredefaultpath = "restoredefaultpath",
    Rehash = "rehash",
    Isvarname = "isvarname",
    Func2str = "func2str",
    Str2func = "str2func",
    Nargin = "nargin",
    Nargout = "nargout",
    Narginchk = "narginchk",
    Nargoutchk = "nargoutchk",
    Builtin = "builtin",
    Exit = "exit",
    Atexit = "atexit",
    Quit = "quit",
    IsFunctionHandle = "is_function_handle",
    Inputname = "inputname",
    Capture = "__matc_capture__",
    CsCall = "__matc_cs_call__",
    Mlock = "mlock",
    Munlock = "munlock",
    Mislocked = "mislocked",
    Evalc = "evalc",
    Bsxfun = "bsxfun",
    Str2num = "str2num",
    Input = "input",
    Mfilename = "mfilename",
    Dbstack = "dbstack",
    Nargchk = "nargchk",
    Clc = "clc",
    Close = "close",
    Load = "load",
    Save = "save",
    Plus = "plus",
    Minus = "minus",
    Times = "times",
    Ldivide = "ldivide",
    Rdivide = "rdivide",
    Mpower = "mpower",
    Eq = "eq",
    Ne = "ne",
    Lt = "lt",
    Le = "le",
    Gt = "gt",
    Ge = "ge",
    And = "and",
    Or = "or",
    Xor = "xor",
    Not = "not",
    Uminus = "uminus",
    Uplus = "uplus",
}
