function [Afun, M1fun, M2fun] = solver_operators (A, b, M1, M2, solver)
% The matrix and the two preconditioner factors of an iterative solver as
% functions of a vector and the solver's extra parameters: A*x, M1\x and
% M2\x (the identity for an empty factor).  A and the factors may be
% matrices, function handles or function names.
  if (is_function_handle (A))
    Afun = A;
  elseif (ischar (A))
    Afun = str2func (A);
  elseif (! isnumeric (A) || ! issquare (A))
    error ('%s: A must be a square matrix or a function handle', solver);
  else
    if (columns (A) != rows (b))
      error ('%s: dimension of B is not consistent with A', solver);
    end
    Afun = @(x, varargin) A * x;
  end
  M1fun = preconditioner (M1, 'M1', solver);
  M2fun = preconditioner (M2, 'M2', solver);
end

function f = preconditioner (M, label, solver)
  if (isempty (M))
    f = @(x, varargin) x;
  elseif (is_function_handle (M))
    f = M;
  elseif (ischar (M))
    f = str2func (M);
  elseif (! isnumeric (M) || ! issquare (M))
    error ('%s: %s must be a square matrix or a function handle', solver, label);
  else
    f = @(x, varargin) M \ x;
  end
end
