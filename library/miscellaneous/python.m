function [output, status] = python (scriptfile, varargin)
% -- OUTPUT = python (SCRIPTFILE)
% -- OUTPUT = python (SCRIPTFILE, ARGUMENT1, ARGUMENT2, ...)
% -- [OUTPUT, STATUS] = python (...)
%     Run SCRIPTFILE (found on the search path, or given with its
%     folder) with the `python` program and the string arguments, and
%     return what it printed and its exit status. SCRIPTFILE may also be
%     '-c CODE'. Refused under --sandbox, as every program run is.
%
%     See also: perl, system.

  if (nargin == 0)
    scriptfile = '-c ''''';
  end
  [output, status] = run_interpreter ('python', scriptfile, varargin, nargin);
end
