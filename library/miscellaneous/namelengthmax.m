function n = namelengthmax ()
% -- N = namelengthmax ()
%     The longest name a variable or function may have: 63 characters.
%
%     See also: isvarname, genvarname.

  n = 63;
end
