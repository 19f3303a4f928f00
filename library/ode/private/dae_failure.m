function [istate, msg] = dae_failure (failed)
% DASSL's negative ISTATE and message for the solver's failure 'KIND T'
% (dae_at_times).
  parts = strsplit (failed, ' ');
  at = str2double (parts{2});
  switch (parts{1})
    case 'mxstep'
      istate = -1;
      msg = sprintf ('a large amount of work has been expended (t = %g)', at);
    case 'accuracy'
      istate = -2;
      msg = 'the error tolerances are too stringent';
    case 'errtest'
      istate = -6;
      msg = sprintf ('repeated error test failures on the last attempted step (t = %g)', at);
    otherwise
      istate = -7;
      msg = sprintf ('the corrector could not converge (t = %g)', at);
  end
end
