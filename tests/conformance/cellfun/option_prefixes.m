% Option names are matched as Octave's cellfun matches them: a prefix of
% two characters or more, in any case.
x = {{1, 2}, {3, 4}};
c = cellfun(@(varargin) [varargin], x{:}, 'un', 0)
d = cellfun(@(v) [v v], {1, 2}, 'UNIF', false)
e = cellfun(@(v) error('no'), {1}, 'Err', @(s, v) -1)
f = arrayfun(@(v) [v v], [1 2], 'uniformoutput', 0)
try
  cellfun(@(v) v, {1}, 'U', 0)
catch err
  disp(err.message)
end
try
  cellfun(@(v) v, {1}, 'foo', 0)
catch err
  disp(err.message)
end
g = structfun(@(v) [v v], struct('a', 1), 'UniformOutput', false)
try
  structfun(@(v) [v v], struct('a', 1), 'un', 0)
catch err
  disp(err.message)
end
