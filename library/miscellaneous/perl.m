function [output, status] = perl (scriptfile, varargin)
% -- OUTPUT = perl (SCRIPTFILE)
% -- OUTPUT = perl (SCRIPTFILE, ARGUMENT1, ARGUMENT2, ...)
% -- [OUTPUT, STATUS] = perl (...)
%     Run SCRIPTFILE (found on the search path, or given with its
%     folder) with the `perl` program and the string arguments, and
%     return what it printed and its exit status. SCRIPTFILE may also be
%     '-e CODE'. Refused under --sandbox, as every program run is.
%
%     See also: python, system.

  if (nargin == 0)
    scriptfile = '-e ''''';
  end
  [output, status] = run_interpreter ('perl', scriptfile, varargin, nargin);
end
