% Without a display, message boxes are printed as text; questdlg is an error.
msgbox('Input must be the figure number!')
r = msgbox({'one', 'two'}, 'Title');
disp(r)
msgbox(sprintf('a\nb'), 'T', 'warn');
msgbox('m', 'T', 'help', 'modal');
msgbox('m', 'T', struct('WindowStyle', 'replace'));
helpdlg
helpdlg('Some help')
h = errordlg('Bad thing', 'Oops')
warndlg('Careful', 'W', 'modal')
try, msgbox(3), catch e, disp(strtok(e.message, char(10))), end
try, msgbox('m', 3), catch e, disp(strtok(e.message, char(10))), end
try, msgbox('m', 'T', 'bogus'), catch e, disp(strtok(e.message, char(10))), end
try, msgbox('m', 'T', 5), catch e, disp(strtok(e.message, char(10))), end
try, msgbox('m', 'T', 'custom'), catch e, disp(strtok(e.message, char(10))), end
try, msgbox('m', 'T', 'custom', 'x'), catch e, disp(strtok(e.message, char(10))), end
try, msgbox('m', 'T', 'none', 3), catch e, disp(strtok(e.message, char(10))), end
try, msgbox('m', struct('WindowStyle', 'bad')), catch e, disp(strtok(e.message, char(10))), end
try, helpdlg('a', 'b', 'c'), catch e, disp(strtok(e.message, char(10))), end
try, questdlg('Sure?'), catch e, disp(strtok(e.message, char(10))), end
try, questdlg('Sure?', 'Q', 'Maybe'), catch e, disp(strtok(e.message, char(10))), end
try, questdlg('Sure?', 'Q', 'A', 'B', 'C'), catch e, disp(strtok(e.message, char(10))), end
try, questdlg(3), catch e, disp(strtok(e.message, char(10))), end
try, questdlg('x', 3), catch e, disp(strtok(e.message, char(10))), end
