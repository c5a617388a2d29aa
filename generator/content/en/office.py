"""English office content: review comments, agendas, subtitles, dialogs, calendars, sheets."""

SLOTS = {
    "office_room": ["Room 4.12", "Harbour meeting room", "Boardroom, 3rd floor", "Atlas room",
                    "Training room B", "Small kitchen", "Library corner"],
    "office_printer": ["HP LaserJet Pro M404", "Brother HL-L2350DW", "Canon iR-ADV C5535",
                       "Epson WF-4830", "Xerox VersaLink C405", "Microsoft Print to PDF"],
    "office_file": ["Budget draft", "Meeting notes", "Quarterly report", "Project plan",
                    "Supplier list", "Travel expenses", "Onboarding checklist", "Press kit",
                    "Team survey", "Price list", "Invoice archive", "Annual review"],
    "office_dict": [
        "ambiguous|adjective|Open to more than one interpretation; not having one obvious "
        "meaning.|The wording of the new rule is ambiguous, and residents have asked for a "
        "clearer version.",
        "threshold|noun|The level or point at which something starts to happen or have an "
        "effect.|Households below the income threshold will pay a reduced fee.",
        "tentative|adjective|Not certain or fixed; provisional.|The council has reached a "
        "tentative agreement with the contractor.",
        "renovation|noun|The process of repairing and improving a building.|The renovation "
        "of the library is expected to take two years.",
        "scrutiny|noun|Close and careful examination.|The spending plan will face scrutiny "
        "from the audit committee next month.",
        "reluctant|adjective|Unwilling and hesitant.|Some shop owners were reluctant to "
        "support the new parking rules.",
        "surplus|noun|An amount left over when requirements have been met.|The city expects "
        "a small surplus at the end of the financial year.",
        "commute|noun|A regular journey between home and work.|For many residents the daily "
        "commute has become longer since the bridge closed.",
    ],
    "office_rewrite": [
        "hey, can you send me the numbers asap?|||Could you please send me the figures as "
        "soon as possible?",
        "the meeting got moved to thursday, sorry for the mess.|||The meeting has been "
        "rescheduled to Thursday; apologies for the inconvenience.",
        "we can't do the delivery this week.|||Unfortunately, we are unable to complete the "
        "delivery this week.",
        "thanks a lot for the quick help!|||Thank you very much for your prompt assistance.",
        "let me know what you think.|||I would appreciate your feedback.",
        "i think the price is a bit too high.|||In my view, the proposed price is somewhat "
        "high.",
        "we need the signed contract by friday.|||We kindly ask you to return the signed "
        "contract by Friday.",
        "the new version looks way better.|||The new version is a clear improvement.",
        "can we talk about this tomorrow?|||Would it be possible to discuss this tomorrow?",
        "i've attached the files you asked for.|||Please find attached the requested files.",
    ],
}

SENTENCES = {
    "office.comment": [
        "Could we add a source for this figure?",
        "This paragraph feels a bit long, can we split it?",
        "I would move this section before the budget overview.",
        "Is this still accurate after the last update?",
        "Let's check these numbers with {name} before we share it.",
        "Maybe use a shorter title here.",
        "We should mention the deadline in the first sentence.",
        "This sounds too formal for the newsletter.",
        "Can we link to the {doc} here?",
        "Not sure the client will agree with this wording.",
        "Please double-check the dates in this part.",
        "Nice summary, I would keep it as it is.",
    ],
    "office.reply": [
        "Good point, I will update it.",
        "Agreed, done.",
        "I asked {name}, waiting for an answer.",
        "Fixed in the latest version.",
        "Let's discuss it in the meeting on {weekday}.",
        "I would leave it for now.",
        "Thanks, changed it.",
        "Makes sense to me.",
    ],
    "office.agenda": [
        "We will start with a short review of last month's results.",
        "{name} will present the current status of the {project}.",
        "After that, we need to agree on the next steps and owners.",
        "Please read the attached {doc} before the meeting.",
        "If you cannot attend, send your questions in advance.",
        "The second half of the session is reserved for open questions.",
        "We will also decide on the budget for the next quarter.",
        "Coffee and snacks will be provided in the room.",
        "The meeting will be recorded for colleagues in other time zones.",
        "Bring your laptop, we will work on the {doc} together.",
    ],
    "office.line": [
        "Where were you last night?",
        "I told you, I was at the station.",
        "That's not what your sister said.",
        "We don't have much time left.",
        "Give me the key and wait here.",
        "Do you hear that noise?",
        "It's only the wind, go back to sleep.",
        "I never wanted any of this.",
        "Then why did you come back?",
        "Because you asked me to.",
        "Nobody leaves this room until we know the truth.",
        "The train leaves at six, don't be late.",
        "Are you sure this is the right house?",
        "I've never been so sure of anything.",
    ],
    "office.form_note": [
        "Please complete all fields in block capitals.",
        "Incomplete applications cannot be processed.",
        "Attach a copy of a valid identity document.",
        "The permit is valid for twelve months from the date of issue.",
        "You will receive a confirmation by email within ten working days.",
        "Send the signed form to the address shown at the top of this page.",
    ],
}

TITLES = {
    "office.page": ["Project kickoff", "Weekly sync notes", "Onboarding plan", "Product ideas",
                    "Q3 goals", "Reading list", "Trip planning", "Team handbook",
                    "Launch checklist", "{project} notes"],
    "office.meeting": ["{project} kickoff", "Weekly sync", "Budget review", "Quarterly planning",
                       "1:1 with {name}", "Design review", "Customer call: {company}",
                       "Team retrospective"],
    "office.event": ["Standup", "Lunch with {name}", "Dentist", "Team sync", "Budget review",
                     "Yoga", "Flight", "Workshop", "Call {name}", "Birthday party",
                     "Sprint planning", "Doctor", "Football", "Dinner"],
    "office.form": ["Application for a parking permit", "Change of address form",
                    "Membership application", "Registration form", "Request for reimbursement"],
}

UI = {
    # documents with comments
    "office.resolve": "Resolve", "office.reply_ph": "Reply or add others with @",
    "office.editing": "Editing", "office.last_edit": "Last edit was {n} minutes ago",
    "office.meta_time": "{time} Today",
    # notion-like page
    "office.n_search": "Search", "office.n_updates": "Updates", "office.n_settings": "Settings",
    "office.n_new_page": "New page", "office.n_private": "Private",
    "office.n_teamspaces": "Teamspaces", "office.n_status": "Status", "office.n_owner": "Owner",
    "office.n_date": "Date", "office.n_tags": "Tags",
    "office.n_status_vals": "Not started|In progress|Done",
    "office.n_tag_vals": "Planning|Design|Marketing|Internal|Research",
    "office.n_add_comment": "Add a comment…", "office.n_edited": "Edited {date}",
    "office.n_todo": "To-do list", "office.n_details": "Details",
    # meeting invite
    "office.c_accept": "Accept", "office.c_tentative": "Tentative",
    "office.c_decline": "Decline", "office.c_propose": "Propose new time",
    "office.c_required": "Required", "office.c_optional": "Optional",
    "office.c_organizer": "Organizer", "office.c_join": "Join the meeting now",
    "office.c_meeting_id": "Meeting ID: {id}", "office.c_passcode": "Passcode: {code}",
    "office.c_no_conflicts": "No conflicts", "office.c_reminder": "Reminder: 15 minutes",
    "office.c_online": "Online meeting", "office.c_time": "{date} {a} – {b}",
    "office.c_respond": "Please respond", "office.c_tracking": "Tracking",
    "office.c_attendees": "{n} attendees", "office.c_agenda": "Agenda",
    # teams-like channel
    "office.t_activity": "Activity", "office.t_chat": "Chat", "office.t_teams": "Teams",
    "office.t_calendar": "Calendar", "office.t_files": "Files", "office.t_posts": "Posts",
    "office.t_new_post": "Start a post", "office.t_reply": "Reply",
    "office.t_your_teams": "Your teams", "office.t_general": "General",
    "office.t_replies": "{n} replies", "office.t_meet": "Meet", "office.t_notes": "Notes",
    # writing assistant
    "office.w_translate": "Translate", "office.w_write": "Write",
    "office.w_original": "Original text", "office.w_improved": "Improved text",
    "office.w_styles": "Business|Academic|Casual|Simple", "office.w_style": "Style",
    "office.w_tones": "Diplomatic|Friendly|Confident|Enthusiastic", "office.w_tone": "Tone",
    "office.w_changes": "{n} changes", "office.w_copy": "Copy", "office.w_chars": "{n} / 5000",
    "office.w_show_changes": "Show changes",
    # subtitle editor
    "office.s_start": "Start", "office.s_end": "End", "office.s_text": "Text",
    "office.s_duration": "Duration", "office.s_cps": "CPS", "office.s_add": "Add line",
    "office.s_export": "Export", "office.s_subtitles": "Subtitles",
    "office.s_video": "Video", "office.s_sync": "Sync", "office.s_lines": "{n} lines",
    # pdf form
    "office.f_birth": "Date of birth", "office.f_signature": "Signature",
    "office.f_date": "Date", "office.f_section1": "1. Applicant",
    "office.f_section2": "2. Details", "office.f_section3": "3. Declaration",
    "office.f_ref": "Reference no.", "office.f_plate": "Vehicle registration",
    "office.f_checks": "I confirm that the information above is correct|I agree to be "
                       "contacted by email|I have attached a copy of my ID",
    "office.f_office_use": "For office use only", "office.f_fill": "Fill & Sign",
    # print dialog
    "office.p_print": "Print", "office.p_printer": "Printer", "office.p_pages": "Pages",
    "office.p_all": "All", "office.p_custom": "Custom", "office.p_copies": "Copies",
    "office.p_layout": "Layout", "office.p_portrait": "Portrait",
    "office.p_landscape": "Landscape", "office.p_color": "Colour",
    "office.p_colors": "Colour|Black and white", "office.p_paper": "Paper size",
    "office.p_papers": "A4|Letter|A3|Legal", "office.p_sides": "Two-sided",
    "office.p_sides_vals": "Print on one side|Print on both sides",
    "office.p_more": "More settings", "office.p_sheets": "{n} sheets of paper",
    "office.p_margins": "Margins", "office.p_margin_vals": "Default|Narrow|None",
    # save dialog
    "office.sv_title": "Save As", "office.sv_name": "File name:",
    "office.sv_type": "Save as type:",
    "office.sv_types": "Word Document (*.docx)|PDF (*.pdf)|Plain Text (*.txt)|"
                       "Rich Text Format (*.rtf)",
    "office.sv_folders": "Desktop|Documents|Downloads|Pictures|Music|Videos",
    "office.sv_quick": "Quick access", "office.sv_this_pc": "This PC",
    "office.sv_new_folder": "New folder", "office.sv_organize": "Organize",
    "office.sv_cols": "Name|Date modified|Type|Size",
    "office.sv_kinds": "File folder|Word Document|PDF Document|Excel Worksheet",
    "office.sv_search": "Search {folder}", "office.sv_authors": "Authors:",
    "office.sv_tags": "Tags:", "office.sv_add_tag": "Add a tag",
    # spell check
    "office.sp_editor": "Editor", "office.sp_spelling": "Spelling",
    "office.sp_not_found": "Not in dictionary", "office.sp_suggestions": "Suggestions",
    "office.sp_ignore": "Ignore once", "office.sp_ignore_all": "Ignore all",
    "office.sp_add": "Add to dictionary", "office.sp_change": "Change",
    "office.sp_change_all": "Change all", "office.sp_issues": "{n} spelling issues",
    "office.sp_resume": "Resume",
    # dictionary popover
    "office.d_more": "More definitions", "office.d_look_up": "Look up",
    "office.d_dictionary": "Dictionary", "office.d_copy": "Copy", "office.d_search": "Search web",
    "office.d_pos": "adjective|noun|verb",
    # spreadsheet
    "office.x_tabs": "File|Home|Insert|Page Layout|Formulas|Data|Review|View",
    "office.x_groups": "Clipboard|Font|Alignment|Number|Styles|Cells|Editing",
    "office.x_sum": "SUM", "office.x_avg": "AVERAGE", "office.x_max": "MAX",
    "office.x_round": "ROUND", "office.x_sep": ",", "office.x_total": "Total",
    "office.x_average": "Average", "office.x_item": "Item", "office.x_ready": "Ready",
    "office.x_paste": "Paste", "office.x_wrap": "Wrap Text", "office.x_general": "General",
    "office.x_sheet": "Sheet{n}",
    # mail search
    "office.m_results": "Results for “{q}”", "office.m_found": "{n} results",
    "office.m_all": "All folders", "office.m_filters": "From|To|Has attachments|Date|Unread",
    "office.m_top": "Top results", "office.m_in": "in {folder}",
    # month calendar
    "office.cal_today": "Today", "office.cal_views": "Day|Week|Month|Year",
    "office.cal_weekdays": "Mon|Tue|Wed|Thu|Fri|Sat|Sun", "office.cal_more": "{n} more",
    "office.cal_create": "Create", "office.cal_my": "My calendars",
    "office.cal_names": "Work|Personal|Family|Holidays", "office.cal_search": "Search people",
    # thread panel
    "office.th_thread": "Thread", "office.th_replies": "{n} replies",
    "office.th_reply_ph": "Reply…", "office.th_also": "Also send to #{channel}",
    # markdown
    "office.md_preview": "Preview", "office.md_words": "{n} words",
    "office.md_lines": "{n} lines", "office.md_saved": "Saved", "office.md_sync": "Sync scroll",
}
