% -- slash
%     The division operators.
%
%     X / Y     right division: X * inv (Y), computed as (Y' \ X')'
%     X \ Y     left division: inv (X) * Y, computed by a solver chosen
%               from X (triangular, Cholesky, LU; least squares by the
%               SVD when X is not square)
%     X ./ Y    element-by-element right division
%     X .\ Y    element-by-element left division
%
%     A (nearly) singular X gives the warning "matrix singular to
%     machine precision".
%
%     See also: mldivide, mrdivide, rdivide, ldivide, linsolve.
