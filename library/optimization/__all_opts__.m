function names = __all_opts__ (varargin)
% -- NAMES = __all_opts__ ()
% -- NAMES = __all_opts__ (FCN, ...)
%     The names of all options of the optimization functions, sorted
%     without regard to case: those of the solvers of this library, and,
%     with arguments, also those of solvers FCN, ... (FCN ("defaults")).
%     Internal to optimset and optimget.

  persistent known;
  if (isempty (known))
    known = gather ({'fminbnd', 'fminsearch', 'fminunc', 'fsolve', 'fzero', ...
                     'lsqnonneg', 'pqpnonneg'}, {});
  end
  if (nargin > 0)
    known = gather (varargin, known);
  end
  names = known;
end

function names = gather (solvers, names)
  for i = 1:numel (solvers)
    try
      names = [names, fieldnames(feval (solvers{i}, 'defaults')).'];
    catch err
      warning (err.message);
    end
  end
  [~, idx] = unique (lower (names));
  names = names(idx);
end
