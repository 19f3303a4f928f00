% Argument and result counts are checked before a builtin runs, with
% Octave's words: `Invalid call to` for builtins, `called with too many
% inputs/outputs` for functions Octave writes as m-files. Only the first line
% of a message is shown: Octave adds the function's usage after it.
function arity
  try_call(@() abs());
  try_call(@() abs(1, 2));
  try_call(@() zeros(1, 2, 3, 4, 5, 6, 7));
  try_call(@() sum());
  try_call(@() fliplr(1, 2));
  try_call(@() strrep('a', 'b'));
  try_call(@() numel());
  try_call(@() mod(1));
  try_call(@() fileparts('a/b.c', 'x'));
  try_call(@() isfield(struct()));
  try_call(@() strtrim());
  try_call(@() hypot(1));
  try
    [a, b] = fliplr(1);
  catch err
    show(err);
  end
  try
    [a, b, c, d] = fileparts('a/b.c');
  catch err
    show(err);
  end
  [p, n, e] = fileparts('a/b.c');
  printf('%s|%s|%s\n', p, n, e);
  try
    [a, b] = abs(-1);
  catch err
    show(err);
  end
end

function try_call(f)
  try
    f();
    disp('no error');
  catch err
    show(err);
  end
end

function show(err)
  msg = strtok(err.message, char(10));
  disp(strrep(msg, '.  Correct usage is:', ''));
end
