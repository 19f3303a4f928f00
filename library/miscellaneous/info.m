function info ()
% -- info ()
%
%     Where to find more about the language matc runs (GNU Octave's) and
%     how to report a problem.
%
%     See also: doc, lookfor, help, bug_report.

  printf ('\n');
  printf ('  matc runs the language of GNU Octave %s.  More about that\n', OCTAVE_VERSION);
  printf ('  language is available at\n');
  printf ('  https://www.octave.org\n\n');
  printf ('  Its manual, including every function''s reference, is at\n');
  printf ('  https://www.gnu.org/software/octave/doc/v%s/\n\n', OCTAVE_VERSION);
  printf ('  The Octave Wiki has user-generated content on a variety of subjects\n');
  printf ('  and is available at\n');
  printf ('  https://wiki.octave.org\n\n');
  printf ('  A program that prints or does something else in matc than in\n');
  printf ('  Octave %s is a matc bug: see bug_report.\n', OCTAVE_VERSION);
end
