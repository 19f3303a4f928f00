% exist by kind: variables, this script's own file, folders and builtins.
x = 1;
disp([exist('x'), exist('x', 'var'), exist('x', 'file'), exist('x', 'builtin')])
disp([exist('exist_kinds'), exist('exist_kinds', 'file'), exist('exist_kinds', 'builtin'), exist('exist_kinds.m')])
disp([exist('sin'), exist('sin', 'builtin'), exist('sin', 'file'), exist('sin', 'var')])
disp([exist('num2str'), exist('num2str', 'file'), exist('num2str', 'builtin')])
disp([exist(pwd), exist(pwd, 'dir'), exist(pwd, 'file'), exist(pwd, 'builtin')])
disp(exist('no_such_name_here'))
