//! The declarations, grouped by what they share. Fresh results are only
//! declared where every path of the implementation builds a new value;
//! anything that may hand back an argument (`num2str` of a char, `real` of a
//! real array, `circshift` by zero) is `Args`.

//!
//! Each name is followed by its arity: `(1)` one argument, `(1..=3)` one to
//! three, `(0..)` any number; `-> N` adds that asking for more than N results
//! is an error before the call, and `=> N` says the same of a fixed parameter
//! list (Octave's m-file functions: too many arguments is `called with too
//! many inputs`). The arities were measured in Octave 7.3 by calling each
//! function with 0 to 7 arguments, and narrowed where matc does not take an
//! option Octave takes.

use crate::{Alias, Arity, Decl, Effect, Rule};

macro_rules! decls {
    ($([$effect:ident, $alias:ident, $rule:ident] $($name:literal($($arity:tt)*))*;)*) => {
        pub(crate) const DECLS: &[Decl] = &[$($(Decl {
            name: $name,
            arity: arity!($($arity)*),
            effect: Effect::$effect,
            alias: Alias::$alias,
            rule: Rule::$rule,
        },)*)*];
    };
}

macro_rules! arity {
    ($n:literal) => {
        Arity::between($n, $n)
    };
    ($min:literal ..) => {
        Arity::at_least($min)
    };
    ($min:literal ..= $max:literal) => {
        Arity::between($min, $max)
    };
    ($n:literal -> $out:literal) => {
        Arity::between($n, $n).outputs($out)
    };
    ($min:literal .. -> $out:literal) => {
        Arity::at_least($min).outputs($out)
    };
    ($min:literal ..= $max:literal -> $out:literal) => {
        Arity::between($min, $max).outputs($out)
    };
    ($n:literal => $out:literal) => {
        Arity::between($n, $n).fixed($out)
    };
    ($min:literal .. => $out:literal) => {
        Arity::at_least($min).fixed($out)
    };
    ($min:literal ..= $max:literal => $out:literal) => {
        Arity::between($min, $max).fixed($out)
    };
}

decls! {
    // Arrays made from sizes.
    [Pure, Fresh, Fill] "zeros"(0..) "ones"(0..) "eye"(0..) "cell"(0..) "true"(0..) "false"(0..)
        "Inf"(0..) "inf"(0..) "NaN"(0..) "nan"(0..);
    [Random, Fresh, Fill] "rand"(0..) "randn"(0..);
    [Random, Fresh, Opaque] "randi"(1.. -> 1) "randperm"(1..=2);
    [Pure, Fresh, Constant] "pi"(0..) "e"(0..) "eps"(0..) "i"(0..) "j"(0..) "I"(0..) "J"(0..);
    [Pure, Fresh, Opaque] "NA"(0..) "intmax"(0..=1) "intmin"(0..=1) "realmax"(0..) "realmin"(0..)
        "flintmax"(0..) "magic"(1 => 1) "logspace"(2..=3 => 1) "colon"(2..=3)
        "meshgrid"(1..=3 => 3) "ndgrid"(1..) "primes"(1 => 1) "rat"(1..=2 => 2);
    [Pure, Fresh, Opaque] "hilb"(1 => 1) "toeplitz"(1..=2 => 1) "hankel"(1..=2 => 1)
        "vander"(1..=2 => 1) "perms"(1 => 1) "factor"(1 => 2) "nextpow2"(1 => 1);
    [Pure, Fresh, Linspace] "linspace"(2..=3);

    // Questions about an array.
    [Pure, Fresh, Size] "size"(1..);
    [Pure, Fresh, Extent] "numel"(1..) "length"(1) "ndims"(1) "rows"(1) "columns"(1) "isempty"(1)
        "isscalar"(1);
    [Pure, Fresh, ClassTest] "ischar"(1) "iscell"(1) "isstruct"(1) "islogical"(1) "isbool"(1)
        "isfloat"(1) "isinteger"(1) "isnumeric"(1) "is_function_handle"(0..) "isreal"(1);
    [Pure, Fresh, Predicate] "isvector"(1) "isrow"(1) "iscolumn"(1) "ismatrix"(1) "issquare"(1)
        "isequal"(2.. -> 1) "size_equal"(0..) "isfield"(2) "isa"(2) "strcmp"(2) "strcmpi"(2) "strncmp"(3)
        "strncmpi"(3) "iscellstr"(1) "isvarname"(0..) "issorted"(1..=3);
    [Pure, Fresh, Opaque] "iscomplex"(1) "numfields"(1) "fieldnames"(1 => 1) "isspace"(1)
        "isletter"(1 => 1) "isalpha"(1) "isdigit"(1) "isupper"(1) "islower"(1) "isalnum"(1) "isascii"(1) "iscntrl"(1)
        "isgraph"(1) "isprint"(1) "ispunct"(1) "isxdigit"(1) "isstrprop"(2 => 1)
        "isprime"(1 => 1) "ismember"(2..=3 -> 2) "is_leap_year"(0..=1 => 1);
    [Pure, Fresh, ClassName] "class"(1..);

    // Element by element.
    [Pure, Fresh, Map] "abs"(1) "floor"(1) "ceil"(1) "round"(1) "fix"(1) "sqrt"(1) "exp"(1)
        "log"(1) "log2"(1) "log10"(1) "sin"(1) "cos"(1) "tan"(1) "sinh"(1) "cosh"(1) "tanh"(1)
        "atan"(1) "gamma"(1) "asinh"(1) "expm1"(1) "asin"(1) "acos"(1) "acosh"(1) "atanh"(1)
        "log1p"(1) "sign"(1) "isnan"(1) "isinf"(1) "isfinite"(1) "cbrt"(1) "sind"(1 => 1)
        "cosd"(1 => 1) "tand"(1 => 1) "asind"(1 => 1) "acosd"(1 => 1) "atand"(1 => 1);
    [Pure, Args, Opaque] "full"(1);
    // Sparse matrices (`runtime::sparse`).
    [Pure, Fresh, Opaque] "sparse"(1..=6) "issparse"(1) "speye"(0..=2 => 1) "spalloc"(2..=3)
        "spones"(1 => 1) "nzmax"(1) "spdiags"(1..=4 => 2);
    [Random, Fresh, Opaque] "sprand"(1..=4 => 1) "sprandn"(1..=4 => 1)
        "sprandsym"(1..=2 => 1);
    [Pure, Fresh, Opaque] "issymmetric"(1..=3 => 1);
    [Pure, Args, Map] "real"(1) "imag"(1) "conj"(1) "double"(1) "single"(1) "logical"(1) "int8"(1)
        "int16"(1) "int32"(1) "int64"(1) "uint8"(1) "uint16"(1) "uint32"(1) "uint64"(1) "char"(0..);
    [Pure, Fresh, Opaque] "__matc_int_literal__"(2);
    [Pure, Fresh, Opaque] "pol2cart"(1..=3 -> 3) "cart2pol"(1..=3 -> 3) "polyarea"(2..=3 => 1)
        "hamming"(1..=2 => 1) "hanning"(1..=2 => 1) "deconv"(2 -> 2);
    // Legacy names that warn once a run.
    [State, Fresh, Opaque] "isstr"(1) "flipdim"(1..=2);
    [Pure, Fresh, Opaque] "angle"(1) "arg"(1) "sec"(1 => 1) "csc"(1 => 1) "cot"(1 => 1)
        "asec"(1 => 1) "acsc"(1 => 1) "acot"(1 => 1) "sech"(1 => 1) "csch"(1 => 1) "coth"(1 => 1)
        "asech"(1 => 1) "acsch"(1 => 1) "acoth"(1 => 1) "erf"(1) "erfc"(1) "erfinv"(1) "erfcinv"(1)
        "gammaln"(1) "lgamma"(1) "factorial"(1 => 1) "nthroot"(2 => 1);
    [Pure, Fresh, Binary] "mod"(2) "rem"(2) "atan2"(2) "hypot"(2) "power"(2)
        "idivide"(2..=3 => 1);
    [Pure, Fresh, Opaque] "psi"(1..=2) "signbit"(1) "pow2"(1..=2);
    [Pure, Fresh, Opaque] "nchoosek"(2 => 1) "bincoeff"(2) "bitand"(2) "bitor"(2) "bitxor"(2) "bitshift"(2..=3)
        "bitget"(2 => 1) "bitset"(2..=3 => 1) "gcd"(2..) "lcm"(2.. -> 1) "complex"(1..=2);
    [Pure, Args, Opaque] "cast"(2..=3 -> 1) "typecast"(2);
    // The operators by name; `uplus(x)` is `x` itself.
    [Pure, Args, Binary] "plus"(2..) "minus"(2) "times"(2..);
    [Pure, Args, Binary] "rdivide"(2);
    [Pure, Args, Opaque] "ldivide"(2) "mpower"(2) "eq"(2) "ne"(2) "lt"(2) "le"(2) "gt"(2) "ge"(2)
        "and"(2..) "or"(2..) "xor"(2.. -> 1) "not"(1) "uminus"(1) "uplus"(1);

    // Along a dimension.
    [Pure, Fresh, Reduce] "sum"(1..=3) "prod"(1..=3) "mean"(1..=4 -> 1) "any"(1..=2) "all"(1..=2)
        "max"(1..=3) "min"(1..=3) "cumsum"(1..=3) "cumprod"(1..=3) "median"(1..=2 => 1) "nnz"(1)
        "norm"(1..=3) "sumsq"(1..=2);
    [Pure, Fresh, Opaque] "cummax"(1..=2) "cummin"(1..=2) "mode"(1..=2 => 3) "var"(1..=3 => 1)
        "std"(1..=3 -> 1) "dot"(2..=3) "cross"(2..=3 => 1) "range"(1..=2 => 1) "diff"(1..=3)
        "trapz"(1..=3 => 1) "cumtrapz"(1..=3 => 1) "find"(1..=3) "histc"(2..=3 => 2)
        "sub2ind"(2..) "ind2sub"(2) "gradient"(1..=3);
    [Pure, Fresh, Opaque] "cov"(1..=3 => 1) "corrcoef"(1.. -> 4) "nonzeros"(1 => 1)
        "conv2"(2..=4) "polyder"(1..=2 => 2) "polyint"(1..=2 => 1);

    // The same elements rearranged (cells keep their elements).
    [Pure, Args, Reshape] "reshape"(2..);
    [Pure, Args, Opaque] "vec"(1..=2);
    [Pure, Contents, Repmat] "repmat"(2.. -> 1);
    [Pure, Contents, Reorder] "fliplr"(1 => 1) "flipud"(1 => 1) "sort"(1..=3)
        "circshift"(2..=3 => 1) "flip"(1..=2 => 1);
    [Pure, Contents, Transpose] "transpose"(1) "ctranspose"(1);
    [Pure, Contents, Opaque] "squeeze"(1) "permute"(2) "shiftdim"(1..=2 -> 2) "rot90"(1..=2 => 1) "sortrows"(1..=3 => 2)
        "unique"(1.. -> 3) "intersect"(2.. -> 3) "union"(2.. -> 3) "setdiff"(2.. -> 2)
        "diag"(1..=3) "triu"(1..=3) "tril"(1..=3) "fftshift"(1..=2 => 1) "ifftshift"(1..=2 => 1)
        "horzcat"(0..) "vertcat"(0..) "cat"(1..) "blkdiag"(1.. -> 1);
    [Pure, Contents, Opaque] "postpad"(2..=4 => 1) "prepad"(2..=4 => 1) "resize"(2..) "mat2cell"(2..)
        "setxor"(2.. -> 3) "nth_element"(2..=3);
    // `trace` of a vector is its first element, whatever its class.
    [Pure, Contents, Opaque] "trace"(1 => 1);

    // Linear algebra and signals.
    [Pure, Fresh, Opaque] "mtimes"(2..) "mldivide"(2) "mrdivide"(2) "inv"(1) "inverse"(1) "det"(1)
        "lu"(1..=2) "qr"(1..=2) "chol"(1..=2) "eig"(1..=3) "eigs"(1.. -> 3) "pinv"(1..=2) "rank"(1..=2 => 1)
        "cond"(1..=2 => 1) "svd"(1..=2) "kron"(2..) "conv"(2..=3 => 1)
        "filter"(3..=5 -> 2) "interp1"(2..=6 -> 1) "polyval"(2..=4 => 2) "polyfit"(3 => 3)
        "roots"(1 => 1) "poly"(1 => 1);
    [Pure, Fresh, Opaque] "interp2"(1..=7 -> 1) "spline"(2..=3 => 1) "pchip"(2..=3 => 1)
        "ppval"(2 => 1) "mkpp"(2..=3 => 1) "rgb2hsv"(1 => 1) "hsv2rgb"(1 => 1)
        "addtodate"(3 => 1) "formula"(1 => 1) "argnames"(1 => 1) "quantile"(1..=4 => 1) "prctile"(1..=3 => 1);
    [Pure, Contents, Opaque] "unmkpp"(1 => 5);
    [Pure, Args, Opaque] "expm"(1 => 1) "fft"(1..=3) "ifft"(1..=3) "fft2"(1..=3)
        "ifft2"(1..=3);

    // Containers: their results hold their arguments.
    [Pure, Contents, Opaque] "struct"(0..) "getfield"(2.. -> 1) "setfield"(3.. -> 1) "rmfield"(2)
        "orderfields"(1..=2 => 2) "struct2cell"(1) "cell2struct"(2..=3) "num2cell"(1..=2)
        "cell2mat"(1 => 1) "deal"(1..) "cellstr"(1);

    // Text.
    [Pure, Fresh, Text] "sprintf"(1..) "mat2str"(1..=3 => 1) "strcat"(0.. -> 1) "strrep"(3)
        "func2str"(0..) "blanks"(1 => 1) "newline"(0);
    [Pure, Args, Text] "num2str"(1..=2 => 1) "int2str"(1 => 1) "strtrim"(1 => 1) "deblank"(1 => 1)
        "upper"(1) "lower"(1);
    [Pure, Args, Opaque] "toupper"(1) "tolower"(1);
    [Pure, Fresh, Opaque] "dec2bin"(1..=2 => 1) "dec2hex"(1..=2 => 1) "bin2dec"(1 => 1)
        "hex2dec"(1 => 1) "str2double"(1) "strfind"(2..=4) "findstr"(2..=3 => 1)
        "strmatch"(2..=3 => 1) "regexp"(2..) "regexpi"(2..) "regexprep"(3..) "strjoin"(1..=2 => 1)
        "strsplit"(1.. -> 2) "strtok"(1..=2 => 2) "fileparts"(1 => 3) "fullfile"(0.. -> 1) "filesep"(0..=1) "pathsep"(0) "genpath"(1..=2);
    [Pure, Fresh, Opaque] "base64_encode"(1) "base64_decode"(1..=2) "__base64_decode_bytes__"(1..=2);
    [Pure, Fresh, Opaque] "dec2base"(2..=3 => 1) "base2dec"(2 => 1) "sscanf"(2..=3);
    [Pure, Args, Opaque] "strjust"(1..=2 => 1) "strvcat"(0..) "validatestring"(2..=5 -> 1);

    // Printing and the terminal.
    [Io, Fresh, Opaque] "disp"(1..=2) "display"(1..=2) "fprintf"(1..) "printf"(1..) "puts"(1)
        "fputs"(2) "fdisp"(2) "fflush"(1) "stdout"(0) "stderr"(0) "clc"(0..) "more"(0..)
        "format"(0..) "page_screen_output"(0..=2) "page_output_immediately"(0..=2);

    // Files, folders and the machine.
    [Io, Fresh, Opaque] "fopen"(1..=4) "fclose"(1) "fgetl"(1..=2) "fgets"(1..=2) "fread"(1..=5)
        "fwrite"(2..=5) "feof"(1) "frewind"(1) "ftell"(1) "fseek"(2..=3) "ferror"(1..=2 -> 2)
        "fclear"(1) "tmpfile"(0 => 2) "P_tmpdir"(0) "SEEK_SET"(0) "SEEK_CUR"(0) "SEEK_END"(0) "fileread"(1 => 1)
        "pwd"(0) "cd"(0..=1) "chdir"(0..=1) "canonicalize_file_name"(1 => 3) "confirm_recursive_rmdir"(0..=2) "tempdir"(0 => 1) "tempname"(0..=2) "mkdir"(1..=2) "rmdir"(1..=2)
        "delete"(0..) "copyfile"(2..=3) "movefile"(2..=3) "unlink"(1 => 2) "rename"(2 => 2) "isfile"(1 => 1) "isfolder"(1 => 1)
        "isdir"(1 => 1) "dir"(0..=1 => 1) "ispc"(0 => 1) "isunix"(0 => 1) "ismac"(0 => 1)
        "computer"(0..=1 => 3) "matlabroot"(0 => 1) "usejava"(1 => 1) "pause"(0..=1) "exit"(0..)
        "quit"(0..);
    [Io, Fresh, Opaque] "system"(1..=3 -> 2) "unix"(1..=2 => 2) "dos"(1..=2 => 2) "ls"(0.. -> 1) "glob"(1 => 1)
        "getenv"(1) "setenv"(0..) "putenv"(0..) "unsetenv"(0..) "version"(0..=1 => 2) "OCTAVE_VERSION"(0) "fscanf"(2..=3)
        "textscan"(1..) "csvread"(0..=5 -> 1) "csvwrite"(0..=4 -> 0) "dlmread"(1..=6)
        "dlmwrite"(2.. -> 0) "readmatrix"(1..) "writematrix"(1..=6) "readtable"(1..) "writetable"(1.. -> 0);
    // MATLAB's table: a value holding its arguments as its variables.
    [Pure, Contents, Opaque] "table"(0..) "array2table"(1..) "cell2table"(1..) "struct2table"(1..)
        "table2array"(1) "table2cell"(1) "table2struct"(1..) "head"(1..=2) "tail"(1..=2);
    [Pure, Fresh, Opaque] "istable"(1) "height"(1) "width"(1);
    // Read and write variables by name in the caller's workspace.
    [Io, Any, Opaque] "load"(0..) "save"(0..);
    [Io, Fresh, Opaque] "who"(0..) "whos"(0..) "which"(0..) "help"(0..) "type"(0..);

    // Headless figures (runtime::graphics): they change or read the figure model.
    [Io, Fresh, Opaque] "close"(0..) "figure"(0..) "clf"(0..) "cla"(0..) "gcf"(0..) "gca"(0..)
        "hold"(0..) "ishold"(0..) "subplot"(0..) "plot"(0..) "plot3"(0..) "axes"(0..) "line"(0..)
        "stem"(0..) "errorbar"(0..) "semilogx"(0..) "semilogy"(0..) "loglog"(0..) "scatter"(0..)
        "bar"(0..) "hist"(0..) "imagesc"(0..) "image"(0..) "surf"(0..) "mesh"(0..) "colorbar"(0..)
        "colormap"(0..) "shading"(0..) "view"(0..) "box"(0..) "drawnow"(0..) "rotate3d"(0..=2) "zoom"(0..=2) "pan"(0..=2)
        "gray"(0..=1 => 1) "cool"(0..=1 => 1) "spring"(0..=1 => 1) "summer"(0..=1 => 1)
        "autumn"(0..=1 => 1) "winter"(0..=1 => 1) "copper"(0..=1 => 1) "white"(0..=1 => 1)
        "flag"(0..=1 => 1) "prism"(0..=1 => 1)
        "zlabel"(0..) "title"(0..) "xlabel"(0..) "ylabel"(0..) "legend"(0..) "grid"(0..)
        "axis"(0..) "xlim"(0..) "ylim"(0..) "text"(0..) "ishandle"(1 => 1) "ishghandle"(1)
        "isfigure"(1 => 1) "set"(0..) "get"(0..) "print"(0..) "saveas"(0..) "exportgraphics"(0..)
        "findobj"(0..) "findall"(0..) "uicontrol"(0..) "uipanel"(0..) "uimenu"(0..)
        "uicontextmenu"(0..) "hggroup"(0..) "gcbo"(0..) "gcbf"(0..) "orient"(0..) "stairs"(0..) "area"(0..)
        "patch"(0..) "fill"(0..) "surface"(0..) "polar"(0.. -> 1) "uitoolbar"(0.. -> 1)
        "uipushtool"(0.. -> 1) "uitoggletool"(0.. -> 1) "guihandles"(0..=1 => 1) "guidata"(1..=2 => 1);
    // Dialogs and outside programs: without a display Octave prints a message box as text,
    // and opens no browser or editor.
    [Io, Fresh, Opaque] "msgbox"(1.. -> 1) "helpdlg"(0..=2 -> 1) "errordlg"(0..=3 -> 1)
        "warndlg"(0..=3 -> 1) "questdlg"(1..=6 -> 1) "web"(0.. -> 3) "edit"(0.. -> 1);

    // Time.
    [State, Fresh, Clock] "tic"(0) "toc"(0..=1) "cputime"(0);
    [State, Fresh, Opaque] "clock"(0 => 1) "now"(0 => 1) "date"(0 => 1);
    [Pure, Fresh, Opaque] "datenum"(1..=6 => 2) "datevec"(1..=3 => 6) "datestr"(1..=3 => 1)
        "etime"(2 => 1) "weekday"(1..=2 => 2) "eomday"(2 => 1);

    // Errors, warnings and argument checks.
    [State, Fresh, Opaque] "error"(1..) "warning"(0..) "lastwarn"(0..) "lasterr"(0..)
        "rethrow"(1..) "throw"(1..) "print_usage"(0..=1 => 0) "assert"(1.. -> 0)
        "validateattributes"(3.. -> 0) "narginchk"(2 => 0) "nargoutchk"(2..=4 => 1)
        "nargchk"(3..=4 => 1);
    [Pure, Contents, Opaque] "MException"(2..) "getReport"(1..);

    // The interpreter's own: user code, workspaces, handles.
    [Calls, Any, Opaque] "feval"(1..) "cellfun"(2..) "arrayfun"(2..) "structfun"(2..) "accumarray"(2..=6 -> 1) "spfun"(2 => 1) "eval"(0..)
        "evalin"(0..) "assignin"(0..) "addpath"(1.. -> 1) "rmpath"(1.. -> 1) "path"(0.. -> 1) "evalc"(0..) "builtin"(1..) "bsxfun"(3)
        "str2func"(0..) "str2num"(1 => 2) "input"(1..=2 -> 1) "inline"(1..) "vectorize"(1 => 1);
    [State, Fresh, Opaque] "inputname"(1..=2 => 1) "exist"(0..) "clear"(0..) "clearvars"(0..) "mfilename"(0..) "dbstack"(0..=2 -> 2) "nargin"(0..)
        "nargout"(0..);
    // Keeps its argument for the snippet that called it.
    [State, Contents, Opaque] "__matc_capture__"(0..);
    // containers.Map: a handle, so reading it depends on its state.
    [State, Contents, Opaque] "containers.Map"(0..) "values"(1..=2);
    [State, Fresh, Opaque] "keys"(1) "isKey"(2);
    [State, Any, Opaque] "remove"(2);
    [Pure, Fresh, Predicate] "isobject"(1);
    // Its function runs when the object goes: creating one is an effect.
    [State, Fresh, Opaque] "onCleanup"(1);
    // Functions stay loaded: a lock only answers `mislocked`.
    [State, Fresh, Opaque] "mlock"(0..) "munlock"(0..) "mislocked"(0..);
    // The multiple assignment to a comma-separated list, `[c{:}] = f(...)`.
    [Calls, Any, Opaque] "__matc_cs_call__"(0..);
    [Pure, Fresh, Opaque] "__matc_cs_count__"(0..);
    [Pure, Contents, Opaque] "__matc_for_fields__"(1..=2 -> 2);
    [Pure, Contents, Opaque] "__matc_cs_take__"(3) "__matc_cs_setcell__"(2..) "__matc_cs_setfield__"(3..);
}
