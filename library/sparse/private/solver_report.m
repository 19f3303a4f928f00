function solver_report (name, flag, k, best, relres, tol)
% The lines bicg, cgs, qmr and tfqmr print when nobody asked for FLAG:
% how the iteration ended after K iterations, X from iteration BEST.
  if (flag == 0)
    printf ('%s converged at iteration %i ', name, best);
    printf ('to a solution with relative residual %e\n', relres);
    return;
  end
  why = {'because the maximum number of iterations was reached.', ...
         'because the preconditioner matrix is singular.', ...
         'because the method stagnated.', ...
         'because the method can''t continue.'};
  printf ('%s stopped at iteration %i ', name, k);
  printf ('without converging to the desired tolerance %e\n', tol);
  if (flag == 1 && strcmp (name, 'bicg'))
    % bicg's line runs on
    printf ('%s ', why{flag});
  else
    printf ('%s\n', why{flag});
  end
  printf ('The iterate returned (number %i) ', best);
  printf ('has relative residual %e\n', relres);
end
