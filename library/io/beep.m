function beep ()
% -- beep ()
%     Ring the terminal bell: print the ASCII BEL character, "\a".
%
%     See also: puts, fputs, printf.

  puts ("\a");
end
