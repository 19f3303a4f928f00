function p = command_line_path ()
% -- P = command_line_path ()
%     The folders added to the search path on the command line that
%     started the program, joined by pathsep: always empty, as matc's
%     command line adds none (use addpath in the program).
%
%     See also: path, addpath.

  if (nargin > 0)
    print_usage ();
  end
  p = '';
end
