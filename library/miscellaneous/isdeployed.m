function tf = isdeployed ()
% -- TF = isdeployed ()
%     False: the program runs in matc, not as a deployed executable.
%
%     See also: isstudent, ver.

  tf = false;
end
