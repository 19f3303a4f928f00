function __gripe_missing_component__ (caller, component)
% -- __gripe_missing_component__ (CALLER, COMPONENT)
%     Raise the error that CALLER cannot find the installed component
%     COMPONENT ("info-file", "mkoctfile", "octave", "octave-config" or
%     another name).
%
%     See also: error.

  if (nargin != 2)
    print_usage ();
  end
  switch (component)
    case 'info-file'
      msg = 'unable to find the Octave info manual, Octave installation is incomplete';
    case 'mkoctfile'
      msg = 'unable to find the mkoctfile command, Octave installation is incomplete';
    case 'octave'
      msg = 'unable to find the octave executable, Octave installation is incomplete';
    case 'octave-config'
      msg = 'unable to find the octave-config command, Octave installation is incomplete';
    otherwise
      msg = ['unable to find required Octave component "', component, '"'];
  end
  error ('%s: %s', caller, msg);
end
