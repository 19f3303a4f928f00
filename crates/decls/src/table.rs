//! The declarations, grouped by what they share. Fresh results are only
//! declared where every path of the implementation builds a new value;
//! anything that may hand back an argument (`num2str` of a char, `real` of a
//! real array, `circshift` by zero) is `Args`.

use crate::{Alias, Decl, Effect, Rule};

macro_rules! decls {
    ($([$effect:ident, $alias:ident, $rule:ident] $($name:literal)*;)*) => {
        pub(crate) const DECLS: &[Decl] = &[$($(Decl {
            name: $name,
            effect: Effect::$effect,
            alias: Alias::$alias,
            rule: Rule::$rule,
        },)*)*];
    };
}

decls! {
    // Arrays made from sizes.
    [Pure, Fresh, Fill] "zeros" "ones" "eye" "cell" "true" "false" "Inf" "inf" "NaN" "nan";
    [Random, Fresh, Fill] "rand" "randn";
    [Random, Fresh, Opaque] "randi" "randperm";
    [Pure, Fresh, Constant] "pi" "e" "eps" "i" "j" "I" "J";
    [Pure, Fresh, Opaque] "NA" "intmax" "intmin" "realmax" "realmin" "flintmax" "magic"
        "logspace" "colon" "meshgrid" "ndgrid" "primes";
    [Pure, Fresh, Opaque] "hilb" "toeplitz" "hankel" "vander" "perms" "factor" "nextpow2";
    [Pure, Fresh, Linspace] "linspace";

    // Questions about an array.
    [Pure, Fresh, Size] "size";
    [Pure, Fresh, Extent] "numel" "length" "ndims" "rows" "columns" "isempty" "isscalar";
    [Pure, Fresh, ClassTest] "ischar" "iscell" "isstruct" "islogical" "isbool" "isfloat"
        "isinteger" "isnumeric" "is_function_handle" "isreal";
    [Pure, Fresh, Predicate] "isvector" "isrow" "iscolumn" "ismatrix" "issquare" "isequal" "size_equal"
        "isfield" "isa" "strcmp" "strcmpi" "strncmp" "strncmpi" "iscellstr" "isvarname"
        "issorted";
    [Pure, Fresh, Opaque] "iscomplex" "numfields" "fieldnames" "isspace" "isletter" "isalpha"
        "isdigit" "isupper" "islower" "isstrprop" "isprime" "ismember" "is_leap_year";
    [Pure, Fresh, ClassName] "class";

    // Element by element.
    [Pure, Fresh, Map] "abs" "floor" "ceil" "round" "fix" "sqrt" "exp" "log" "log2" "log10"
        "sin" "cos" "tan" "sinh" "cosh" "tanh" "atan" "gamma" "asinh" "expm1" "asin" "acos"
        "acosh" "atanh" "log1p" "sign" "isnan" "isinf" "isfinite" "cbrt" "sind" "cosd" "tand"
        "asind" "acosd" "atand";
    [Pure, Args, Map] "real" "imag" "conj" "double" "single" "logical" "int8" "int16" "int32"
        "int64" "uint8" "uint16" "uint32" "uint64" "char";
    [Pure, Fresh, Opaque] "angle" "arg" "sec" "csc" "cot" "asec" "acsc" "acot" "sech" "csch"
        "coth" "asech" "acsch" "acoth" "erf" "erfc" "erfinv" "erfcinv" "gammaln" "lgamma"
        "factorial" "nthroot";
    [Pure, Fresh, Binary] "mod" "rem" "atan2" "hypot" "power" "idivide";
    [Pure, Fresh, Opaque] "psi";
    [Pure, Fresh, Opaque] "nchoosek" "bitand" "bitor" "bitxor" "bitshift" "bitget" "bitset"
        "gcd" "lcm" "complex";
    [Pure, Args, Opaque] "cast" "typecast";
    // The operators by name; `uplus(x)` is `x` itself.
    [Pure, Args, Binary] "plus" "minus" "times";
    [Pure, Args, Binary] "rdivide";
    [Pure, Args, Opaque] "ldivide" "mpower" "eq" "ne" "lt" "le" "gt" "ge" "and" "or" "xor"
        "not" "uminus" "uplus";

    // Along a dimension.
    [Pure, Fresh, Reduce] "sum" "prod" "mean" "any" "all" "max" "min" "cumsum" "cumprod"
        "median" "nnz" "norm" "sumsq";
    [Pure, Fresh, Opaque] "cummax" "cummin" "mode" "var" "std" "dot" "cross" "range" "diff"
        "trapz" "cumtrapz" "find" "histc" "accumarray" "sub2ind" "ind2sub" "gradient";
    [Pure, Fresh, Opaque] "cov" "corrcoef" "nonzeros" "conv2" "polyder" "polyint";

    // The same elements rearranged (cells keep their elements).
    [Pure, Args, Reshape] "reshape";
    [Pure, Contents, Repmat] "repmat";
    [Pure, Contents, Reorder] "fliplr" "flipud" "sort" "circshift" "flip";
    [Pure, Contents, Transpose] "transpose" "ctranspose";
    [Pure, Contents, Opaque] "squeeze" "permute" "rot90" "sortrows" "unique" "intersect" "union"
        "setdiff" "diag" "triu" "tril" "fftshift" "ifftshift" "horzcat" "vertcat" "cat"
        "blkdiag";
    [Pure, Contents, Opaque] "postpad" "prepad" "mat2cell" "setxor";

    // Linear algebra and signals.
    [Pure, Fresh, Opaque] "mtimes" "mldivide" "mrdivide" "inv" "inverse" "det" "lu" "qr" "chol"
        "eig" "pinv" "rank" "cond" "svd" "trace" "kron" "conv" "filter" "interp1" "polyval"
        "polyfit" "roots" "poly";
    [Pure, Args, Opaque] "expm" "fft" "ifft";

    // Containers: their results hold their arguments.
    [Pure, Contents, Opaque] "struct" "getfield" "setfield" "rmfield" "orderfields"
        "struct2cell" "cell2struct" "num2cell" "cell2mat" "deal" "cellstr";

    // Text.
    [Pure, Fresh, Text] "sprintf" "mat2str" "strcat" "strrep" "func2str" "blanks";
    [Pure, Args, Text] "num2str" "int2str" "strtrim" "deblank" "upper" "lower";
    [Pure, Args, Opaque] "toupper" "tolower";
    [Pure, Fresh, Opaque] "dec2bin" "dec2hex" "bin2dec" "hex2dec" "str2double" "strfind"
        "findstr" "strmatch" "regexp" "regexpi" "regexprep" "strjoin" "strsplit" "strtok"
        "fileparts" "fullfile" "filesep" "pathsep";
    [Pure, Fresh, Opaque] "dec2base" "base2dec" "sscanf";
    [Pure, Args, Opaque] "strjust" "strvcat" "validatestring";

    // Printing and the terminal.
    [Io, Fresh, Opaque] "disp" "display" "fprintf" "printf" "puts" "fputs" "fdisp" "fflush"
        "stdout" "stderr" "clc" "more" "format" "page_screen_output"
        "page_output_immediately";

    // Files, folders and the machine.
    [Io, Fresh, Opaque] "fopen" "fclose" "fgetl" "fgets" "fread" "fwrite" "feof" "frewind"
        "ftell" "fseek" "fileread" "pwd" "cd" "tempdir" "tempname" "mkdir" "rmdir" "delete"
        "copyfile" "movefile" "isfile" "isfolder" "isdir" "dir" "ispc" "isunix" "ismac"
        "computer" "matlabroot" "usejava" "pause" "exit" "quit";
    [Io, Fresh, Opaque] "getenv" "version" "OCTAVE_VERSION" "fscanf" "textscan" "csvread"
        "csvwrite" "dlmread" "dlmwrite" "readmatrix" "writematrix";
    // Read and write variables by name in the caller's workspace.
    [Io, Any, Opaque] "load" "save";
    [Io, Fresh, Opaque] "who";

    // Headless figures (runtime::graphics): they change or read the figure model.
    [Io, Fresh, Opaque] "close" "figure" "clf" "cla" "gcf" "gca" "hold" "ishold" "subplot" "plot" "plot3" "axes" "line" "stem" "errorbar"
        "semilogx" "semilogy" "loglog" "scatter" "bar" "hist" "imagesc" "image" "surf" "mesh"
        "colorbar" "colormap" "gray" "shading" "view" "box" "drawnow" "zlabel" "title" "xlabel"
        "ylabel" "legend" "grid" "axis" "xlim" "ylim" "text" "ishandle" "ishghandle" "isfigure"
        "set" "get" "print" "saveas" "exportgraphics";

    // Time.
    [State, Fresh, Clock] "tic" "toc" "cputime";
    [State, Fresh, Opaque] "clock" "now" "date";
    [Pure, Fresh, Opaque] "datenum" "datevec" "datestr" "etime" "weekday" "eomday";

    // Errors, warnings and argument checks.
    [State, Fresh, Opaque] "error" "warning" "lastwarn" "lasterr" "rethrow" "throw"
        "print_usage" "assert" "validateattributes" "narginchk" "nargoutchk" "nargchk";
    [Pure, Contents, Opaque] "MException" "getReport";

    // The interpreter's own: user code, workspaces, handles.
    [Calls, Any, Opaque] "feval" "cellfun" "arrayfun" "structfun" "eval" "evalin" "assignin"
        "evalc" "builtin" "fzero" "bsxfun" "str2func" "str2num";
    [State, Fresh, Opaque] "inputname" "exist" "mfilename" "nargin" "nargout";
    // Keeps its argument for the snippet that called it.
    [State, Contents, Opaque] "__matc_capture__";
    // Functions stay loaded: a lock only answers `mislocked`.
    [State, Fresh, Opaque] "mlock" "munlock" "mislocked";
    // The multiple assignment to a comma-separated list, `[c{:}] = f(...)`.
    [Calls, Any, Opaque] "__matc_cs_call__";
    [Pure, Fresh, Opaque] "__matc_cs_count__";
    [Pure, Contents, Opaque] "__matc_cs_setfield__";
}
