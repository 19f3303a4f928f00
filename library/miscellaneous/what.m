function w = what (dir)
% -- what
% -- what DIR
% -- W = what (DIR)
%     The MATLAB-related files of the folder DIR (default the current
%     one): M-files, MAT-files, MEX-files, OCT-files, class folders (@)
%     and package folders (+).  Without an output they are listed; with
%     one, W is a structure with fields path, m, mat, mex, oct, mdl, slx,
%     p, classes and packages.
%
%     See also: dir, which, ls, exist.

  if (nargin == 0)
    dir = pwd ();
  elseif (numel (dir) > 1 && any (dir(end) == '/\'))
    dir(end) = [];
  end
  if (! isfolder (dir))
    if (nargout == 0)
      printf ('%s not found\n', dir);
      return;
    end
    w = struct ('path', {}, 'm', {}, 'mat', {}, 'mex', {}, 'oct', {}, 'mdl', {}, ...
                'slx', {}, 'p', {}, 'classes', {}, 'packages', {});
    w = reshape (w, 0, 1);
    return;
  end
  found = struct ('path', dir, 'm', {cell(0, 1)}, 'mat', {cell(0, 1)}, ...
                  'mex', {cell(0, 1)}, 'oct', {cell(0, 1)}, 'mdl', {cell(0, 1)}, ...
                  'slx', {cell(0, 1)}, 'p', {cell(0, 1)}, 'classes', {cell(0, 1)}, ...
                  'packages', {cell(0, 1)});
  entries = builtin_dir (dir);
  kinds = {'.m', 'm'; '.mat', 'mat'; '.oct', 'oct'; ['.', mexext()], 'mex'};
  for k = 1:numel (entries)
    e = entries(k);
    if (any (strcmp (e.name, {'.', '..'})))
      continue;
    end
    if (e.isdir)
      if (e.name(1) == '@')
        found.classes{end+1} = e.name;
      elseif (e.name(1) == '+')
        found.packages{end+1} = e.name;
      end
      continue;
    end
    [~, ~, ext] = fileparts (e.name);
    at = find (strcmp (ext, kinds(:, 1)), 1);
    if (! isempty (at))
      found.(kinds{at, 2}){end+1} = e.name;
    end
  end
  if (nargout > 0)
    w = found;
    return;
  end
  heads = {'M-files', 'm'; 'MAT-files', 'mat'; 'MEX-files', 'mex'; ...
           'OCT-files', 'oct'; 'Classes', 'classes'; 'Packages', 'packages'};
  for k = 1:rows (heads)
    names = found.(heads{k, 2});
    if (! isempty (names))
      if (k > 1)
        printf ('\n');
      end
      printf ('%s in directory %s:\n\n', heads{k, 1}, dir);
      print_in_columns (names, '   ');
    end
  end
end

% The entries of folder D, sorted by name (dir is shadowed by the
% argument's name here).
function e = builtin_dir (d)
  e = dir (d);
  [~, order] = sort ({e.name});
  e = e(order);
end

% NAMES in columns across 80 characters after PREFIX, filled column by
% column (as list_in_columns lays them out).
function print_in_columns (names, prefix)
  width = max (cellfun ('length', names)) + 2;
  ncols = max (1, floor ((80 - numel (prefix)) / width));
  nrows = ceil (numel (names) / ncols);
  for r = 1:nrows
    line = prefix;
    for c = 1:ncols
      k = (c - 1) * nrows + r;
      if (k <= numel (names))
        line = [line, sprintf('%-*s', width, names{k})];
      end
    end
    printf ('%s\n', deblank (line));
  end
end
