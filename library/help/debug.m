function debug ()
% -- debug
%     matc's run and repl commands take no breakpoints yet: there is no
%     dbstop, dbcont or dbstep.  What helps instead:
%
%     keyboard-free tracing     disp, printf and display of values
%     where an error happened   the backtrace printed with every error
%                               (file, line and column)
%     the last error            lasterr, lasterror, MException fields
%     what a file will do       matc's analyze command: the class, shape
%                               and range of every variable
%
%     See also: lasterror, error, warning.

  help ('debug');
end
