function bug_report ()
% -- bug_report ()
%
%     How to report a bug of matc.
%
%     See also: info, ver.

  disp (' ');
  printf ('  matc follows GNU Octave %s: a program that prints, warns or\n', OCTAVE_VERSION);
  disp ('  fails differently in matc than in that version of Octave is a');
  disp ('  matc bug.  Report it to the maintainers of your matc copy with');
  disp (' ');
  disp ('    - the shortest program that shows it,');
  disp ('    - what Octave prints for it and what matc prints,');
  disp ('    - the command that ran it (matc run FILE, the prompt, ...).');
  disp (' ');
  disp ('  Bugs of GNU Octave itself go to its bug tracker at');
  disp (' ');
  disp ('    https://bugs.octave.org');
  disp (' ');
end
