v = eval('7 * 6')
